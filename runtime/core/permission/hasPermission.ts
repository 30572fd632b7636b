import type { PermissionContext } from './permission.types';

const DATA_PERMISSION = '2';
const DISABLED = '0';

/** The user's button actions (type 2 data permissions excluded), each entry split on `,`. */
function grantedActions(context: PermissionContext): Set<string> {
  const granted = new Set<string>();
  for (const entry of context.auth) {
    if (entry.type === DATA_PERMISSION) continue;
    for (const action of entry.action.split(',')) granted.add(action.trim());
  }
  return granted;
}

function isSwitchedOff(action: string, context: PermissionContext): boolean {
  return context.allAuth.some((entry) => entry.type !== DATA_PERMISSION && entry.action === action && entry.status === DISABLED);
}

/**
 * Whether a control marked with `action` is shown (shell-spec §6). `action` may list several
 * codes separated by `,`; one granted code is enough. The administrator holds every permission;
 * for anyone else a code switched off in `allAuth` denies, and otherwise the user's own list
 * decides, so a code configured nowhere is hidden.
 */
export function hasPermission(action: string, context: PermissionContext): boolean {
  if (context.isAdmin) return true;
  const granted = grantedActions(context);
  return action
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code.length > 0)
    .some((code) => !isSwitchedOff(code, context) && granted.has(code));
}
