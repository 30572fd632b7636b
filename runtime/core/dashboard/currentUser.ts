import type { FieldSchema } from '../screen/screen.types';

/**
 * The filter value that stands for the signed-in user (`{ "field": "createBy", "rule": "eq", "value": "@me" }`).
 * The server puts in the caller's own key from the session; a browser never names the user.
 */
export const CURRENT_USER = '@me';

/** The key of a user a field stores. */
export type UserKey = 'userId' | 'username';

/** The signed-in user's keys, as the server knows them from the session. */
export type CurrentUser = Readonly<Record<UserKey, string>>;

/** Audit fields hold the username of whoever wrote the row (see saveRecord). */
const AUDIT_USER_FIELDS: ReadonlySet<string> = new Set(['createBy', 'updateBy']);

/** Table dictionary key columns of sys_user, by the user key they hold. */
const USER_DICT_KEYS: Readonly<Record<string, UserKey>> = { id: 'userId', username: 'username' };

/**
 * Which key of a user a field stores: the username for the audit fields, the dictionary key for a
 * field whose table dictionary is sys_user (`sys_user,realname,id`); undefined for any other field,
 * which `@me` cannot be compared with.
 */
export function userKeyOf(name: string, field: FieldSchema | undefined): UserKey | undefined {
  if (AUDIT_USER_FIELDS.has(name)) return 'username';
  const [table, , key] = (field?.['x-dict'] ?? '').split(',');
  return table === 'sys_user' && key !== undefined ? USER_DICT_KEYS[key] : undefined;
}

/** Rules `@me` may be used with: a user is one value, so only equal and not equal. */
export const CURRENT_USER_RULES: ReadonlySet<string> = new Set(['eq', 'ne']);

/** Whether a filter value says `@me`. */
export const isCurrentUser = (value: unknown): boolean => value === CURRENT_USER || (Array.isArray(value) && value.includes(CURRENT_USER));
