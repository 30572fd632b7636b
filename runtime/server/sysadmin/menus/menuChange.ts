import type { AuthTables } from '../../auth/authDb';
import { BusinessError } from '../../crud/businessError';
import { MENU_MESSAGES } from './menuMessages';

type PermissionRecord = AuthTables['sys_permission'];

/** The columns 菜单管理 writes; structural ones only on rows an administrator added. */
export type MenuChange = Pick<PermissionRecord, 'name' | 'sort_no' | 'icon' | 'hidden' | 'route' | 'always_show' | 'status'> &
  Pick<PermissionRecord, 'parent_id' | 'menu_type' | 'url' | 'perms' | 'internal_or_external'>;

export const MENU = 1;
export const BUTTON = 2;
const URL = /^https?:\/\/[^\s]+$/i;
const PERMS = /^[A-Za-z][A-Za-z0-9_]*(:[A-Za-z0-9_]+)+$/;
const ICON = /^[A-Za-z0-9]{1,64}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function flag(body: Record<string, unknown>, key: string, title: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw new BusinessError(MENU_MESSAGES.badFlag(title));
}

/**
 * The change a 菜单管理 form asks for, over the row it edits (or defaults for a new row), with
 * every value checked; a refusal throws a BusinessError with the message for the administrator.
 * Parent and type checks that need the database are the caller's.
 */
export function menuChange(body: Record<string, unknown>, current: PermissionRecord | undefined): MenuChange {
  const pick = (key: string, fallback: string | null): string | null => (key in body ? text(body[key]) || null : fallback);
  const name = text(body.name ?? current?.name);
  if (!name) throw new BusinessError(MENU_MESSAGES.nameRequired);
  if (name.length > 50) throw new BusinessError(MENU_MESSAGES.nameTooLong);
  const menuType = Number(body.menuType ?? current?.menu_type);
  if (menuType !== MENU && menuType !== BUTTON && !current) throw new BusinessError(MENU_MESSAGES.badType);
  const sortNo = Number(body.sortNo ?? current?.sort_no ?? 0);
  if (!Number.isInteger(sortNo) || sortNo < 0) throw new BusinessError(MENU_MESSAGES.badSortNo);
  const icon = pick('icon', current?.icon ?? null);
  if (icon !== null && !ICON.test(icon)) throw new BusinessError(MENU_MESSAGES.badIcon);
  const status = pick('status', current?.status ?? '1') ?? '1';
  if (status !== '0' && status !== '1') throw new BusinessError(MENU_MESSAGES.badStatus);
  const url = pick('url', current?.url ?? null);
  const perms = pick('perms', current?.perms ?? null);
  const change: MenuChange = {
    name,
    sort_no: sortNo,
    icon,
    hidden: flag(body, 'hidden', '隐藏', current?.hidden ?? false),
    route: flag(body, 'route', '是否路由', current?.route ?? true),
    always_show: flag(body, 'alwaysShow', '聚合路由', current?.always_show ?? false),
    status,
    parent_id: pick('parentId', current?.parent_id ?? null),
    menu_type: current && !('menuType' in body) ? current.menu_type : menuType,
    url,
    perms,
    internal_or_external: flag(body, 'internalOrExternal', '外部打开', current?.internal_or_external ?? false),
  };
  if (current?.seeded) return change;
  if (change.menu_type === MENU && (!url || !URL.test(url))) throw new BusinessError(MENU_MESSAGES.badUrl);
  if (change.menu_type === BUTTON && (!perms || !PERMS.test(perms))) throw new BusinessError(MENU_MESSAGES.badPerms);
  if (!change.parent_id) throw new BusinessError(MENU_MESSAGES.parentRequired);
  return change;
}

/** Whether a change would move, retype or re-address a catalogue row (the catalogue owns those). */
export function changesStructure(change: MenuChange, current: PermissionRecord): boolean {
  return (
    change.parent_id !== current.parent_id ||
    change.menu_type !== current.menu_type ||
    (change.url ?? null) !== (current.url ?? null) ||
    (change.perms ?? null) !== (current.perms ?? null) ||
    change.internal_or_external !== current.internal_or_external
  );
}
