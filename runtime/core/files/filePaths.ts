/** The stored paths of a file value: the comma-joined string the server keeps (jeecg-contract §1.10). */
export function splitFilePaths(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The display name of a stored path: its last segment (widgets-spec §3). */
export function fileNameOf(path: string): string {
  const segments = path.split(/[\\/]/);
  return segments[segments.length - 1] ?? path;
}

/** A file name shortened for a table cell: at most 5 characters, then an ellipsis (widgets-spec §9). */
export function shortFileName(name: string, max = 5): string {
  return [...name].length > max ? `${[...name].slice(0, max).join('')}...` : name;
}

/** The lowercase extension of a name without the dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}
