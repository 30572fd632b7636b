import type { AppDb } from '../../db/dbTypes';
import { ownerOfKey } from '../../recordKeys/recordKeys';
import { ClientError } from '../../sys/errorHandlers';

/** Table of the screen labour.device (考勤设备), whose records hold the gate keys. */
export const DEVICE_TABLE = 'lab_device';
/** enable_status 启用. */
const ENABLED = '1';

/** A registered gate device as the ingestion needs it. */
export interface GateDevice {
  id: string;
  deviceName: string;
  deviceSn: string;
  deviceType: string | null;
  projectId: string;
  tenantId: string;
}

export const GATE_MESSAGES = {
  noKey: '缺少设备密钥：请在请求头 X-Device-Key 中给出考勤设备的密钥',
  badKey: '设备密钥无效：请在【考勤设备】中重新生成密钥并配置到设备',
  disabled: (name: string) => `考勤设备“${name}”已停用，不接收通行记录`,
} as const;

/**
 * The enabled gate device a request's key belongs to: 401 without a key or with one that is
 * unknown, replaced or not a gate device's, 403 for a stopped device.
 */
export async function gateDeviceOf(db: AppDb, deviceScreenId: string, key: string | undefined): Promise<GateDevice> {
  if (!key?.trim()) throw new ClientError(401, GATE_MESSAGES.noKey);
  const owner = await ownerOfKey(db, key.trim());
  const row =
    owner?.screenId === deviceScreenId
      ? await db
          .selectFrom(DEVICE_TABLE)
          .select(['id', 'device_name', 'device_sn', 'device_type', 'status', 'project_id', 'tenant_id'])
          .where('id', '=', owner.recordId)
          .executeTakeFirst()
      : undefined;
  if (!row) throw new ClientError(401, GATE_MESSAGES.badKey);
  if (String(row.status) !== ENABLED) throw new ClientError(403, GATE_MESSAGES.disabled(String(row.device_name)));
  return {
    id: String(row.id),
    deviceName: String(row.device_name),
    deviceSn: String(row.device_sn),
    deviceType: row.device_type === null ? null : String(row.device_type),
    projectId: String(row.project_id),
    tenantId: String(row.tenant_id),
  };
}
