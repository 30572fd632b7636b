import type { MenuItem } from '../../../core/permission/permission.types';
import { moduleKeyOfPath } from './catalogue';
import { routableItems } from './menuTree';

function belongsTo(item: MenuItem, moduleKey: string): boolean {
  return routableItems([item]).some((leaf) => moduleKeyOfPath(leaf.path) === moduleKey);
}

/** The root entries of the menu that hold pages of a launcher module. */
export function moduleRoots(menu: readonly MenuItem[], moduleKey: string): MenuItem[] {
  return menu.filter((item) => belongsTo(item, moduleKey));
}

/**
 * The part of the (visible) menu that belongs to one launcher module: its groups. When the
 * server nests groups under a per-module entry, that entry is unwrapped, so the side menu
 * shows 人员管理 › 花名册 rather than 劳务管理 › 人员管理 › 花名册.
 */
export function moduleMenu(menu: readonly MenuItem[], moduleKey: string, moduleTitle: string): MenuItem[] {
  const own = moduleRoots(menu, moduleKey);
  if (own.length === 1 && own[0].meta.title === moduleTitle && own[0].children?.length) return own[0].children;
  return own;
}
