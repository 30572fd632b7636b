import type { Catalogue } from '../../../core/screen/catalogue.types';
import type { LauncherModule } from './menuItem';

/** All launcher modules of the catalogue, whatever the user may see inside them. */
export function launcherModules(catalogue: Catalogue): LauncherModule[] {
  return catalogue.modules.map((module) => ({
    key: module.key,
    title: module.title,
    ...(module.icon ? { icon: module.icon } : {}),
    target: module.target,
    disabled: module.disabled ?? false,
    withoutProject: module.withoutProject ?? false,
  }));
}
