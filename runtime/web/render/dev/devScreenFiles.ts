import type { ScreenFile } from '../../../core/screen/screen.types';

/** The last answer per screen id, so an unchanged file keeps its object (and its list page keeps its state). */
const loaded = new Map<string, { text: string; screen: ScreenFile }>();

/**
 * Under `npm run dev`: the screen file the server runs, fetched from `/__screens/screen/<id>` each
 * time (after every reload the server reports). Not Vite's modules: they would miss a screen file
 * added since the page was built, and could run ahead of the server or show a file the server refused.
 * Rejects with the server's Chinese message when no screen has the id.
 */
export async function loadDevScreen(screenId: string): Promise<ScreenFile> {
  const response = await fetch(`/__screens/screen/${encodeURIComponent(screenId)}`, { cache: 'no-store' });
  const text = await response.text();
  if (!response.ok) throw new Error((JSON.parse(text) as { message?: string }).message ?? `未找到页面配置：${screenId}`);
  const previous = loaded.get(screenId);
  if (previous?.text === text) return previous.screen;
  const screen = JSON.parse(text) as ScreenFile;
  loaded.set(screenId, { text, screen });
  return screen;
}
