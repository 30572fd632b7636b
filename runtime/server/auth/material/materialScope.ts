import type { ScreenFile } from '../../../core/screen/screen.types';
import type { MaterialScope } from '../authHook';

/** Screens whose every route the material token opens: the material module's own, and its dictionaries. */
const isMaterialScreen = (screen: ScreenFile): boolean =>
  screen.id.startsWith('material.') || screen.id === 'project.material' || screen.id === 'project.supplier';

/**
 * Signed-in routes the page needs besides: dictionary items — units of plan rows, the teams an
 * issue goes to (lab_team, as the outbound form offers them) — which the dictionary service still
 * limits to who may read them.
 */
const SIGNED_IN_ROUTES = new Set(['/api/sys/dict/getDictItems/:code']);

/**
 * The routes a material token opens (shell-spec §6: the material system has its own token): the
 * CRUD and flow routes of the material screens and dictionary items. Whether the user holds the permission is still decided as for the platform's token, so
 * the warehouse page does no more than the same user could do in the platform. Everything else
 * (system administration, other modules, the platform's own session calls) refuses the token.
 */
export function materialTokenScope(screens: Iterable<ScreenFile>): MaterialScope {
  const prefixes = [...screens].filter(isMaterialScreen).map((screen) => `${screen.permission}:`);
  return ({ permission, url }) => (typeof permission === 'string' ? prefixes.some((prefix) => permission.startsWith(prefix)) : SIGNED_IN_ROUTES.has(url));
}
