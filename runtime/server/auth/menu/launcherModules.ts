import type { Catalogue } from '../../../core/screen/catalogue.types';
import { permissionId } from '../permissionId';
import type { LauncherModule } from './menuItem';

/**
 * All launcher modules of the catalogue, whatever the user may see inside them; a module's title
 * is its sys_permission row's name when given (an administrator may rename it in 菜单管理).
 */
export function launcherModules(catalogue: Catalogue, titles: ReadonlyMap<string, string> = new Map()): LauncherModule[] {
  return catalogue.modules.map((module) => ({
    key: module.key,
    title: titles.get(permissionId('module', module.key)) ?? module.title,
    ...(module.icon ? { icon: module.icon } : {}),
    target: module.target,
    disabled: module.disabled ?? false,
    withoutProject: module.withoutProject ?? false,
  }));
}
