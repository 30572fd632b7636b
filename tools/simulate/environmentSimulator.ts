/**
 * A simulator for 智慧项目部's environment monitors and water and electricity meters. Every round
 * (a minute by default) each monitor uploads one reading — dust and noise higher while the site
 * works, now and then (about one round in DUST_ODDS per monitor) PM10 well over its 150 μg/m³ limit
 * for a few rounds, which the server turns into one alarm and one 喷淋开启 — and each meter its
 * cumulative reading, grown by a round's use.
 */
import type { DeviceReadings } from '../../runtime/core/device/device.types';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { call } from './deviceKeys';
import { uploadReadings } from './sensorSimulator';

/** One round in this many starts a dust excursion on a monitor (about one an hour and a half per monitor at a round a minute). */
const DUST_ODDS = 90;
/** Rounds a dust excursion lasts. */
const DUST_ROUNDS = 3;

/** A monitor or a meter, with the key issued for it; a meter starts from its latest cumulative reading. */
export type EnvironmentDevice = { kind: 'monitor'; key: string } | { kind: 'meter'; key: string; metric: 'water' | 'electricity'; total: number };

export interface EnvironmentOptions {
  baseUrl: string;
  devices: EnvironmentDevice[];
  /** How often the devices upload (default a minute). */
  intervalMs?: number;
  log?: (line: string) => void;
  random?: () => number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const working = (at: Date) => at.getHours() >= 7 && at.getHours() < 19;

/** One device's reading of a round; a monitor's `dust` says how many rounds its excursion still lasts. */
function reading(device: EnvironmentDevice, state: { dust: number }, at: Date, hours: number, random: () => number): Record<string, number> {
  const day = working(at) ? 1 : 0;
  if (device.kind === 'meter') {
    const perHour = device.metric === 'water' ? (day ? 2.4 : 0.3) : day ? 118 : 16;
    device.total = round(device.total + perHour * hours * (0.85 + 0.3 * random()), 2);
    return { [device.metric]: device.total };
  }
  if (state.dust === 0 && random() < 1 / DUST_ODDS) state.dust = DUST_ROUNDS;
  const dusty = state.dust > 0;
  if (dusty) state.dust -= 1;
  const daily = Math.sin(((at.getHours() + at.getMinutes() / 60 - 9) / 24) * 2 * Math.PI);
  return {
    pm25: round(dusty ? 90 + 10 * random() : 22 + 14 * day + 12 * random()),
    pm10: round(dusty ? 165 + 30 * random() : 45 + 30 * day + 20 * random()),
    noise: round(48 + 14 * day + 4 * random()),
    temperature: round(11 + 6 * daily),
    humidity: round(62 - 14 * daily),
    windSpeed: round(1.8 + 2.2 * random()),
  };
}

/** Starts the monitors and meters; answers a function that stops them. */
export function startEnvironmentSimulator(options: EnvironmentOptions): () => void {
  const settings: Required<EnvironmentOptions> = { intervalMs: 60_000, log: (line) => console.log(`[环境模拟] ${line}`), random: Math.random, ...options };
  const states = settings.devices.map(() => ({ dust: 0 }));
  const hours = settings.intervalMs / 3_600_000;
  const roundOfAll = async () => {
    const now = new Date();
    for (const [index, device] of settings.devices.entries())
      await uploadReadings(settings.baseUrl, device.key, [
        { time: currentTimestamp(now), metrics: reading(device, states[index], now, hours, settings.random) },
      ])
        .then((answer) => {
          if (!answer.success) settings.log(`上传失败：${answer.message}`);
          else if (answer.result?.alarms) settings.log(answer.message);
        })
        .catch((error: Error) => settings.log(`上传失败：${error.message}`));
  };
  void roundOfAll();
  const timer = setInterval(() => void roundOfAll(), settings.intervalMs);
  return () => clearInterval(timer);
}

interface MeterRecord {
  id: string;
  meterType: 'water' | 'electricity';
}

/**
 * Signs in (as the 设备管理员) and, in each of their projects, issues a key for every enabled monitor
 * and meter, as a person setting them up would; a meter continues from its latest cumulative reading.
 */
export async function environmentDevices(baseUrl: string, username: string, password: string): Promise<EnvironmentDevice[]> {
  const login = await call<{ token: string }>(baseUrl, '/sys/login', { body: { username, password } });
  if (!login.success) throw new Error(`登录失败（${username}）：${login.message}`);
  const token = login.result.token;
  const departs = await call<{ list: { id: string }[] }>(baseUrl, '/sys/user/getCurrentUserDeparts', { token });
  const devices: EnvironmentDevice[] = [];
  for (const { id: projectId } of departs.result.list)
    for (const api of ['/smartproject/environment', '/smartproject/waterElectricity']) {
      const listed = await call<{ records: MeterRecord[] }>(baseUrl, `${api}/list?status=1&pageSize=50`, { token, projectId });
      for (const record of listed.success ? listed.result.records : []) {
        const issued = await call<{ key: string }>(baseUrl, `${api}/issueKey?id=${record.id}`, { token, projectId, body: {} });
        if (!issued.success) continue;
        if (api === '/smartproject/environment') {
          devices.push({ kind: 'monitor', key: issued.result.key });
          continue;
        }
        const readings = await call<DeviceReadings>(baseUrl, `${api}/readings?id=${record.id}&hours=24`, { token, projectId });
        const total = readings.success ? (readings.result.latest?.metrics[record.meterType] ?? 0) : 0;
        devices.push({ kind: 'meter', key: issued.result.key, metric: record.meterType, total });
      }
    }
  return devices;
}
