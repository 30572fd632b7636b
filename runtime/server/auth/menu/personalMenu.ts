import type { Catalogue } from '../../../core/screen/catalogue.types';
import { hide, item } from './buildMenu';
import type { MenuItem } from './menuItem';

/**
 * Every user's menu routes the catalogue's personal pages (分析页), listed nowhere in the module
 * menus: the user menu opens them, and no role needs granting them.
 */
export function withPersonalPages(menu: MenuItem[], catalogue: Catalogue): MenuItem[] {
  const pages = (catalogue.personal ?? []).map((page) => hide(item(`personal:${page.id}`, page.path, page.title, `dashboard/${page.id}`, page.icon)));
  return [...menu, ...pages];
}
