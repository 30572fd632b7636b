import type { LauncherModule, MenuItem } from '../../../core/permission/permission.types';
import { moduleMenu } from '../../shell/menu/moduleMenu';
import { findRoutableItem, routableItems, visibleMenu } from '../../shell/menu/menuTree';

export const MODULE_CLOSED = '暂未开放';
export const PROJECT_REQUIRED = '请先选择项目';
export const MODULE_EMPTY = '该模块暂无可用页面';

export type ModuleEntry = { kind: 'open'; path: string } | { kind: 'refuse'; message: string };

/**
 * Where a launcher card leads (shell-spec §1-§2): nowhere when the module is disabled, or needs
 * a project and none is chosen; else to its target when the user has that route, else to the
 * module's first page in menu order, else nowhere.
 */
export function moduleEntry(module: LauncherModule, menu: readonly MenuItem[], hasProject: boolean): ModuleEntry {
  if (module.disabled) return { kind: 'refuse', message: MODULE_CLOSED };
  if (!module.withoutProject && !hasProject) return { kind: 'refuse', message: PROJECT_REQUIRED };
  if (findRoutableItem(menu, module.target)) return { kind: 'open', path: module.target };
  const first = routableItems(moduleMenu(visibleMenu(menu), module.key, module.title))[0];
  return first ? { kind: 'open', path: first.path } : { kind: 'refuse', message: MODULE_EMPTY };
}
