import { item } from './buildMenu';
import type { MenuItem } from './menuItem';

/**
 * Upstream injects a home entry when a menu lacks one (jeecg-contract §1.7). A user with no
 * screens yet (a fresh self-registered account) gets only this hidden entry for the workplace,
 * so they can sign in and see the launcher instead of being refused.
 */
export function withHomeEntry(menu: MenuItem[]): MenuItem[] {
  if (menu.length > 0) return menu;
  return [{ ...item('home', '/workplace', '首页', 'dashboard/Workplace', 'HomeOutlined'), hidden: true }];
}
