import { permissionCode } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';

/** Screens whose every route the material token opens: the material module's own, and its dictionaries. */
const isMaterialScreen = (screen: ScreenFile): boolean =>
  screen.id.startsWith('material.') || screen.id === 'project.material' || screen.id === 'project.supplier';

/** Screens the warehouse page only looks up (the team an issue goes to): their list, nothing else. */
const LOOKUP_SCREENS = new Set(['labour.team']);

/**
 * The route permissions a material token opens (shell-spec §6: the material system has its own
 * token): the CRUD and flow routes of the material screens and the list of the lookups it needs.
 * Whether the user holds the permission is still decided as for the platform's token, so the
 * warehouse page does no more than the same user could do in the platform. Everything else
 * (system administration, other modules, the platform's own session calls) refuses the token.
 */
export function materialTokenScope(screens: Iterable<ScreenFile>): (permission: string) => boolean {
  const prefixes: string[] = [];
  const codes = new Set<string>();
  for (const screen of screens) {
    if (isMaterialScreen(screen)) prefixes.push(`${screen.permission}:`);
    else if (LOOKUP_SCREENS.has(screen.id)) codes.add(permissionCode(screen, 'list'));
  }
  return (permission) => codes.has(permission) || prefixes.some((prefix) => permission.startsWith(prefix));
}
