import type { Catalogue } from '../../../core/screen/catalogue.types';
import { permissionId } from '../permissionId';
import type { LauncherModule } from './menuItem';

/**
 * The launcher modules of the catalogue a user is shown: those `usable` says the user has menu
 * entries in, and the disabled ones (暂未开放 for everyone, shell-spec §1). A module's title is its
 * sys_permission row's name when given (an administrator may rename it in 菜单管理).
 */
export function launcherModules(
  catalogue: Catalogue,
  titles: ReadonlyMap<string, string> = new Map(),
  usable: (moduleRowId: string) => boolean = () => true,
): LauncherModule[] {
  return catalogue.modules
    .filter((module) => module.disabled || usable(permissionId('module', module.key)))
    .map((module) => ({
      key: module.key,
      title: titles.get(permissionId('module', module.key)) ?? module.title,
      ...(module.icon ? { icon: module.icon } : {}),
      target: module.target,
      disabled: module.disabled ?? false,
      withoutProject: module.withoutProject ?? false,
    }));
}
