import type { CatalogueScreen } from '../../core/screen/catalogue.types';
import type { ScreenFile } from '../../core/screen/screen.types';

/**
 * The permission prefix of a catalogue leaf: its screen file's `permission`, or a page's own
 * `permission` (null: a page visible to every signed-in user). A leaf naming a screen file that
 * does not exist is a broken catalogue and stops the start.
 */
export function screenPermissionPrefix(leaf: CatalogueScreen, screens: ReadonlyMap<string, ScreenFile>): string | null {
  if (!leaf.schema) return leaf.permission ?? null;
  const screen = screens.get(leaf.id);
  if (!screen) throw new Error(`screens.json lists screen '${leaf.id}' (${leaf.schema}) but no screen file has that id`);
  return screen.permission;
}
