import type { PermissionContext } from './permission.types';

/**
 * Button-level permissions configured under `prefix` (enabled, type 1) that the user does not
 * hold, returned as their suffixes, e.g. the column names to hide for `labour:worker:col:`
 * (shell-spec §6, upstream `colAuthFilter`). The administrator has nothing hidden.
 */
export function hiddenByPrefix(prefix: string, context: PermissionContext): string[] {
  if (context.isAdmin) return [];
  const granted = new Set(context.auth.filter((entry) => entry.type !== '2').flatMap((entry) => entry.action.split(',')));
  return context.allAuth
    .filter((entry) => entry.type === '1' && entry.status === '1' && entry.action.startsWith(prefix))
    .filter((entry) => !granted.has(entry.action))
    .map((entry) => entry.action.slice(prefix.length));
}
