import type { DeviceDeclaration, DeviceReading } from '../../core/device/device.types';
import { BadBatchError, FUTURE_TOLERANCE_MS, normaliseTime } from '../labour/attendance/passBatch';

/**
 * The body a device posts: `{ "readings": [ { "time": "YYYY-MM-DD HH:mm:ss", "metrics": { "moment": 72.5, … } }, … ] }`.
 * Unlike gate passes, one bad reading refuses the whole batch: a sensor that sends an unknown key
 * or a text is misconfigured, and storing part of its batch would hide that.
 */

/** Most readings one batch may carry: a day of one reading a minute, uploaded after an outage. */
export const MAX_READINGS_PER_BATCH = 5_000;
/** Body limit of the route: MAX_READINGS_PER_BATCH readings of up to about 300 bytes. */
export const READINGS_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * How far back a device may upload: a month of readings stored while offline. An older reading is
 * refused, since it points at a wrong clock and would make the month partition of any past year.
 */
export const MAX_BACKFILL_DAYS = 31;
const DAY_MS = 86_400_000;

/** A checked reading: its local time and a value for some of the declared metrics. */
export type Reading = DeviceReading;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseReading(raw: unknown, position: number, device: DeviceDeclaration, now: Date): Reading {
  const where = `第${position}条读数`;
  if (!isObject(raw)) throw new BadBatchError(`${where}须为 { "time": …, "metrics": { … } }`);
  const time = typeof raw.time === 'string' ? normaliseTime(raw.time) : null;
  if (!time) throw new BadBatchError(`${where}的时间无效：${String(raw.time ?? '（空）')}，格式须为 YYYY-MM-DD HH:mm:ss`);
  const at = new Date(time.replace(' ', 'T')).getTime();
  if (at > now.getTime() + FUTURE_TOLERANCE_MS) throw new BadBatchError(`${where}的时间 ${time} 晚于服务器时间，请校准设备时钟`);
  if (at < now.getTime() - MAX_BACKFILL_DAYS * DAY_MS)
    throw new BadBatchError(`${where}的时间 ${time} 早于${MAX_BACKFILL_DAYS}天前：设备只能补传${MAX_BACKFILL_DAYS}天内的读数，请校准设备时钟`);
  if (!isObject(raw.metrics) || Object.keys(raw.metrics).length === 0) throw new BadBatchError(`${where}缺少测量值 metrics`);
  const metrics: Record<string, number> = {};
  for (const [name, value] of Object.entries(raw.metrics)) {
    const metric = device.metrics.find((candidate) => candidate.name === name);
    if (!metric) throw new BadBatchError(`${where}含未知测量项：${name}，可用：${device.metrics.map((known) => known.name).join('、')}`);
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new BadBatchError(`${where}的${metric.title}（${name}）须为数字：${JSON.stringify(value)}`);
    metrics[name] = value;
  }
  return { time, metrics };
}

/** Parses a posted batch for a device of the declaration; throws BadBatchError (400) on the first bad reading. */
export function parseReadings(body: unknown, device: DeviceDeclaration, now: Date = new Date()): Reading[] {
  const readings = isObject(body) ? body.readings : undefined;
  if (!Array.isArray(readings)) throw new BadBatchError('请求体须为 { "readings": [读数…] }');
  if (readings.length === 0) throw new BadBatchError('readings 为空：一批至少一条读数');
  if (readings.length > MAX_READINGS_PER_BATCH) throw new BadBatchError(`一批最多 ${MAX_READINGS_PER_BATCH} 条读数，本批 ${readings.length} 条，请分批上传`);
  return readings.map((raw, index) => parseReading(raw, index + 1, device, now));
}
