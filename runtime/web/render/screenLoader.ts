import type { FlowDeclaration } from '../../core/flow/flow.types';
import { resolveFlow } from '../../core/flow/flowModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { loadDevScreen } from './dev/devScreenFiles';

type ScreenModuleLoader = () => Promise<unknown>;

// One lazy loader per screen file; vite splits them by area (see vite.config.ts).
const loaders = import.meta.glob<unknown>(['../../../schemas/*/*.json', '!../../../schemas/{meta,dicts,reports,flows,ledgers,sheets}/*.json'], {
  import: 'default',
});

// The shared flows are small and few: bundled with the loader, by name.
const flowFiles = import.meta.glob<FlowDeclaration>('../../../schemas/flows/*.json', { import: 'default', eager: true });
const flowsByName = new Map(Object.entries(flowFiles).map(([path, flow]) => [/([^/]+)\.json$/.exec(path)![1], flow]));

const filesFromServer = import.meta.env.VITE_SCREEN_FILES_FROM_SERVER === 'true';

/** Screen files loaded so far, their flows resolved; bundled files never change while the app runs. */
const loadedScreens = new Map<string, ScreenFile>();

/** Screen id of a screen file path: `…/schemas/<area>/<name>.json` → `<area>.<name>`. */
export function screenIdOfPath(path: string): string | null {
  const match = /schemas\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? `${match[1]}.${match[2]}` : null;
}

const loadersById = new Map<string, ScreenModuleLoader>(
  Object.entries(loaders).flatMap(([path, loader]) => {
    const id = screenIdOfPath(path);
    return id ? [[id, loader] as const] : [];
  }),
);

/** Ids of every screen file the web app bundles. */
export function screenIds(): string[] {
  return [...loadersById.keys()];
}

/**
 * The screen file with that id, loaded on first use (each area is its own chunk), its named flow
 * replaced by the shared flow file (under `npm run dev`: as the server runs it). Rejects with a
 * Chinese message when no file has the id, or when a file's own `id` does not match its path.
 */
export async function loadScreen(screenId: string): Promise<ScreenFile> {
  // Under `npm run dev` (tools/dev.ts sets the flag) the server's current version, which follows every save.
  if (filesFromServer) return loadDevScreen(screenId);
  const loaded = loadedScreens.get(screenId);
  if (loaded) return loaded;
  const loader = loadersById.get(screenId);
  if (!loader) throw new Error(`未找到页面配置：${screenId}`);
  const screen = (await loader()) as ScreenFile;
  if (screen.id !== screenId) throw new Error(`页面配置的 id（${screen.id}）与文件位置（${screenId}）不一致`);
  const resolved = resolveFlow(screen, flowsByName);
  loadedScreens.set(screenId, resolved);
  return resolved;
}

/**
 * The screen file with that id if it is loaded already (opened or prefetched before), else
 * undefined: a page can then render its list in its first render instead of after a promise turn,
 * a commit of a spinner and an effect. Never under `npm run dev`, where every open asks the server.
 */
export function loadedScreen(screenId: string): ScreenFile | undefined {
  return filesFromServer ? undefined : loadedScreens.get(screenId);
}

/**
 * Fetches the chunks of these screens' files when the browser is next idle (each area chunk once),
 * so the first click on a menu entry waits only for its data. Unknown ids are skipped; under
 * `npm run dev` the files come from the server at open time, so there is nothing to fetch ahead.
 */
export function prefetchScreens(screenIds: readonly string[]): void {
  if (filesFromServer) return;
  const pending = screenIds.filter((id) => loadersById.has(id) && !loadedScreens.has(id));
  if (pending.length === 0) return;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => pending.forEach((id) => void loadScreen(id).catch(() => undefined)));
}
