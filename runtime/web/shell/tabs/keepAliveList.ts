/** localStorage key of the cached page components ("cached included routes", shell-spec §3). */
export const KEEP_ALIVE_KEY = 'pro__cached_included_routes';

/** Component names of the pages kept alive in the tab bar, in opening order. */
export function readKeepAlive(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEEP_ALIVE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function writeKeepAlive(names: readonly string[]): void {
  window.localStorage.setItem(KEEP_ALIVE_KEY, JSON.stringify(names));
}

export function addKeepAlive(name: string): void {
  const names = readKeepAlive();
  if (!names.includes(name)) writeKeepAlive([...names, name]);
}

export function removeKeepAlive(name: string): void {
  writeKeepAlive(readKeepAlive().filter((kept) => kept !== name));
}
