import type { FieldSchema } from '../../core/screen/screen.types';
import { validateFieldValue } from '../../core/validation/fieldRules';
import { parseBatchOf, parsePassTime, textOf, type PassRefusal } from '../labour/attendance/passBatch';

/** Most passes one batch may carry: a busy gate's day, uploaded after an outage. */
export const MAX_VEHICLE_PASSES = 5_000;
const DIRECTIONS: ReadonlySet<string> = new Set(['in', 'out']);
const PHOTO_MAX = 500;

/** A vehicle pass whose own values are valid; whether it opens or closes a visit is decided on storing. */
export interface VehiclePass {
  index: number;
  plateNo: string;
  time: string;
  direction: 'in' | 'out';
  vehicleType: string | null;
  photo: string | null;
}

export interface VehicleBatch {
  received: number;
  passes: VehiclePass[];
  refused: PassRefusal[];
}

/** What a pass is checked against: the visit screen's 车牌号 field (its rules are the form's) and the vehicle type codes. */
export interface VehiclePassRules {
  plateField: FieldSchema;
  vehicleTypes: ReadonlySet<string>;
}

function parseVehiclePass(raw: unknown, index: number, rules: VehiclePassRules, now: Date): VehiclePass | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return '通行记录须为对象';
  const pass = raw as Record<string, unknown>;
  const plateNo = textOf(pass.plateNo)?.toUpperCase() ?? '';
  const plateProblem = validateFieldValue(rules.plateField, plateNo, true);
  if (plateProblem) return `车牌号 ${plateNo || '（空）'}：${plateProblem}`;
  const time = parsePassTime(pass.time, now);
  if (typeof time !== 'object') return time;
  const direction = textOf(pass.direction);
  if (!direction || !DIRECTIONS.has(direction)) return `方向无效：${String(pass.direction ?? '（空）')}，须为 in（入场）或 out（离场）`;
  const vehicleType = textOf(pass.vehicleType);
  if (vehicleType && !rules.vehicleTypes.has(vehicleType)) return `车辆类型编码无效：${vehicleType}，可用编码：${[...rules.vehicleTypes].join('、')}`;
  const photo = textOf(pass.photo);
  if (photo && photo.length > PHOTO_MAX) return `抓拍照片地址过长（最多 ${PHOTO_MAX} 个字符）`;
  return { index, plateNo, time: time.time, direction: direction as 'in' | 'out', vehicleType, photo };
}

/**
 * Parses a parking gate's `{ "passes": [ { plateNo, time, direction, vehicleType?, photo? } ] }`
 * with the envelope every gate shares (a body that is not a batch is refused whole, 400); each
 * pass is kept or refused with its reason, in time order so an entry and its exit may come in one batch.
 */
export function parseVehicleBatch(body: unknown, rules: VehiclePassRules, now: Date = new Date()): VehicleBatch {
  const batch = parseBatchOf(body, (raw, index) => parseVehiclePass(raw, index, rules, now), MAX_VEHICLE_PASSES);
  batch.passes.sort((a, b) => a.time.localeCompare(b.time) || a.index - b.index);
  return batch;
}
