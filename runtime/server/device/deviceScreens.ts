import type { DeviceDeclaration } from '../../core/device/device.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AppDb } from '../db/dbTypes';
import { keyedRecord } from '../recordKeys/recordKeys';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { ClientError } from '../sys/errorHandlers';
import { toColumnName } from '../../core/screen/naming';

/** A screen whose records are devices. */
export type DeviceScreen = ScreenFile & { device: DeviceDeclaration };

/** One device as ingestion and alarms need it. */
export interface DeviceRecord {
  id: string;
  name: string;
  projectId: string | null;
  tenantId: string;
}

export const DEVICE_MESSAGES = {
  noKey: '缺少设备密钥：请在请求头 X-Device-Key 中给出设备的密钥',
  badKey: '设备密钥无效：请在设备页面中重新生成密钥并配置到设备',
  noProject: '设备未归属任何项目，读数无法保存：请在设备所在项目中登记该设备',
} as const;

/** The screens declaring `device`. */
export function deviceScreens(registry: ScreenRegistry): DeviceScreen[] {
  return [...registry.screens.values()].filter((screen): screen is DeviceScreen => screen.device !== undefined);
}

/** A screen the declaration names (thresholds, alarms); the lint makes sure it exists. */
export function namedScreen(registry: ScreenRegistry, id: string): ScreenFile {
  const screen = registry.screens.get(id);
  if (!screen) throw new Error(`device: screen '${id}' has no screen file`);
  return screen;
}

/** The device a key belongs to, with its screen: 401 without a key or with one that is unknown, replaced or not a device's. */
export async function deviceOfKey(db: AppDb, registry: ScreenRegistry, key: string | undefined): Promise<{ screen: DeviceScreen; device: DeviceRecord }> {
  if (!key?.trim()) throw new ClientError(401, DEVICE_MESSAGES.noKey);
  const tables = deviceScreens(registry).map((screen) => ({
    screenId: screen.id,
    table: screen.table,
    columns: { id: 'id', name: toColumnName(screen.device.name), project_id: 'project_id', tenant_id: 'tenant_id' },
  }));
  const keyed = await keyedRecord(db, key.trim(), tables);
  const screen = keyed ? registry.screens.get(keyed.screenId) : undefined;
  if (!keyed || !screen?.device) throw new ClientError(401, DEVICE_MESSAGES.badKey);
  const { row } = keyed;
  return {
    screen: screen as DeviceScreen,
    device: {
      id: String(row.id),
      name: String(row.name ?? ''),
      projectId: row.project_id === null || row.project_id === undefined ? null : String(row.project_id),
      tenantId: String(row.tenant_id),
    },
  };
}
