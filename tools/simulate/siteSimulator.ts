/**
 * 智慧项目部 › 视频与现场 without hardware: parking gates (车辆道闸) post vehicles driving in and,
 * an hour or two later, out; positioning tags (定位标签) post where their wearers walk, through the
 * same APIs a gate and a tag use.
 */
import { currentTimestamp } from '../../runtime/server/db/clock';
import { uploadReadings } from './sensorSimulator';

export interface SiteSimulatorOptions {
  baseUrl: string;
  /** Keys of parking gates (车辆道闸 → 生成密钥). */
  gateKeys: readonly string[];
  /** Keys of positioning tags (定位标签 → 生成密钥). */
  tagKeys: readonly string[];
  /** How often a tag reports its position (ms). */
  tagEveryMs?: number;
  /** How often a gate sees a vehicle (ms). */
  gateEveryMs?: number;
}

/** The demo plan's size in metres (the site plan of the seed). */
const PLAN = { width: 200, height: 120 };
const PLATE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const VEHICLE_TYPES = ['truck', 'mixer', 'muck', 'car', 'machine'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

async function postVehicle(baseUrl: string, key: string, pass: { plateNo: string; direction: 'in' | 'out'; vehicleType: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/smartproject/parking/passes`, {
    method: 'POST',
    headers: { 'x-device-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ passes: [{ ...pass, time: currentTimestamp() }] }),
  });
  return ((await response.json()) as { message: string }).message;
}

/** Starts the gates and tags; answers the function that stops them. */
export function startSiteSimulator({ baseUrl, gateKeys, tagKeys, tagEveryMs = 10_000, gateEveryMs = 45_000 }: SiteSimulatorOptions): () => void {
  const timers: ReturnType<typeof setInterval>[] = [];
  for (const key of gateKeys) {
    /** Vehicles this gate let in and has not seen leave yet. */
    const onSite: { plateNo: string; vehicleType: string }[] = [];
    timers.push(
      setInterval(() => {
        const leaving = onSite.length > 3 || (onSite.length > 0 && Math.random() < 0.4);
        const vehicle = leaving
          ? onSite.shift()!
          : { plateNo: `浙B${Array.from({ length: 5 }, () => pick([...PLATE_CHARS])).join('')}`, vehicleType: pick(VEHICLE_TYPES) };
        if (!leaving) onSite.push(vehicle);
        postVehicle(baseUrl, key, { ...vehicle, direction: leaving ? 'out' : 'in' })
          .then((message) => console.log(`道闸：${vehicle.plateNo} ${leaving ? '离场' : '入场'} — ${message}`))
          .catch((error: Error) => console.error(`道闸上传失败：${error.message}`));
      }, gateEveryMs),
    );
  }
  tagKeys.forEach((key, index) => {
    const at = { x: PLAN.width * (0.2 + 0.15 * index), y: PLAN.height / 2 };
    const heading = { angle: Math.random() * 2 * Math.PI };
    timers.push(
      setInterval(() => {
        // A walker keeps roughly to a direction and turns back at the fence.
        heading.angle += (Math.random() - 0.5) * 0.8;
        at.x = clamp(at.x + 4 * Math.cos(heading.angle), 5, PLAN.width - 5);
        at.y = clamp(at.y + 4 * Math.sin(heading.angle), 5, PLAN.height - 5);
        if (at.x <= 5 || at.x >= PLAN.width - 5 || at.y <= 5 || at.y >= PLAN.height - 5) heading.angle += Math.PI;
        uploadReadings(baseUrl, key, [{ time: currentTimestamp(), metrics: { x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 } }]).catch(
          (error: Error) => console.error(`定位标签上传失败：${error.message}`),
        );
      }, tagEveryMs),
    );
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
