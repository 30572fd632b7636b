import type { LauncherModule } from '../../../core/permission/permission.types';
import { catalogue } from '../../shell/menu/catalogue';

/** The launcher cards: the permission result's modules, or the catalogue's when it sent none. */
export function launcherModules(fromServer: readonly LauncherModule[]): LauncherModule[] {
  if (fromServer.length) return [...fromServer];
  return catalogue.modules.map(({ key, title, icon, target, disabled, withoutProject }) => ({ key, title, icon, target, disabled, withoutProject }));
}
