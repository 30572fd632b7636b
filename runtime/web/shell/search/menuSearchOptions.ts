import type { MenuItem } from '../../../core/permission/permission.types';
import { visibleMenu } from '../menu/menuTree';
import { isSubmenu } from '../menu/toAntdMenuItems';

export interface MenuSearchOption {
  /** The entry's path: unique among pages. */
  value: string;
  /** Title with the submenus it sits in, e.g. 劳务管理 / 人员管理 / 花名册. */
  label: string;
  item: MenuItem;
}

/** Every page of the visible menu, labelled with its trail, for the top-bar search. */
export function menuSearchOptions(menu: readonly MenuItem[]): MenuSearchOption[] {
  const walk = (items: readonly MenuItem[], trail: string[]): MenuSearchOption[] =>
    items.flatMap((item) => {
      const titles = [...trail, item.meta.title];
      if (isSubmenu(item)) return walk(item.children ?? [], titles);
      return [{ value: item.path, label: titles.join(' / '), item }];
    });
  return walk(visibleMenu(menu), []);
}

/** Case-insensitive match of the typed words against an option's label. */
export function matchesSearch(option: Pick<MenuSearchOption, 'label'>, input: string): boolean {
  return option.label.toLowerCase().includes(input.trim().toLowerCase());
}
