import { detailScreensOf } from '../../core/screen/detailScreen';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { ScreenRegistry } from '../screens/screenRegistry';

/**
 * The tables a report may read, each with the screen that owns it: every screen table and every
 * detail table (seen as a screen with its master's scope and permission). The screen says how
 * the table's rows are confined to the caller and who may read them.
 */
export function reportableTables(registry: ScreenRegistry): Map<string, ScreenFile> {
  const screens = [...registry.screens.values()];
  return new Map([...screens, ...detailScreensOf(screens)].map((screen) => [screen.table, screen]));
}
