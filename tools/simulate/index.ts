/**
 * `npm run simulate`: posts gate passes of the demo workers to a running server, continuously.
 *   npm run simulate -- --url http://127.0.0.1:3000 --key gk_…   (keys from 考勤设备 → 生成密钥)
 *   GATE_KEYS=gk_…,gk_… npm run simulate
 * Without keys it signs in as SIMULATE_USER (default lisi, the demo 劳务员) with SIMULATE_PASSWORD
 * or ADMIN_PASSWORD and issues a key for the first enabled device of each of their projects.
 * It also feeds every enabled crane and hoist (塔吊, 升降机) with sensor readings: keys from
 * SENSOR_KEYS=tower:gk_…,elevator:gk_…, or issued as SIMULATE_DEVICE_USER (default zhengyu, the
 * demo 设备管理员) with the same password, and, as that user, 智慧项目部's devices: every environment
 * monitor and water and electricity meter (a reading a minute, now and then PM10 over its limit), the
 * first parking gate of each project and every positioning tag (vehicles in and out, workers walking
 * on the site plan).
 */
import { issueSimulatorKeys } from './deviceKeys';
import { environmentDevices, startEnvironmentSimulator } from './environmentSimulator';
import { startGateSimulator } from './gateSimulator';
import { startSensorSimulator, type SensorDevice } from './sensorSimulator';
import { startSiteSimulator } from './siteSimulator';

function option(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, index) => {
    if (arg === `--${name}` && process.argv[index + 1]) values.push(process.argv[index + 1]);
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  });
  return values;
}

const baseUrl = option('url')[0] ?? process.env.SIMULATE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
let keys = [...option('key'), ...(process.env.GATE_KEYS ?? '').split(',').filter(Boolean)];
if (keys.length === 0) {
  const password = process.env.SIMULATE_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!password) {
    console.error('请用 --key 给出设备密钥（考勤设备 → 生成密钥），或设置 SIMULATE_PASSWORD / ADMIN_PASSWORD 以劳务员身份自动生成。');
    process.exit(1);
  }
  keys = await issueSimulatorKeys(baseUrl, process.env.SIMULATE_USER ?? 'lisi', password);
}
console.log(`闸机模拟：${keys.length} 台设备向 ${baseUrl} 上传通行记录（Ctrl+C 停止）`);
const stops = [startGateSimulator({ baseUrl, keys })];

/** The cranes and hoists to feed: from SENSOR_KEYS, or keys issued as the 设备管理员 when a password is given. */
async function sensorDevices(): Promise<SensorDevice[]> {
  const given = (process.env.SENSOR_KEYS ?? '').split(',').filter(Boolean);
  if (given.length > 0) return given.map((entry) => ({ kind: entry.startsWith('elevator:') ? 'elevator' : 'tower', key: entry.replace(/^\w+:/, '') }));
  const password = process.env.SIMULATE_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!password) return [];
  const user = process.env.SIMULATE_DEVICE_USER ?? 'zhengyu';
  const kinds = [
    ['tower', '/specialdevice/tower'],
    ['elevator', '/specialdevice/elevator'],
  ] as const;
  const devices: SensorDevice[] = [];
  for (const [kind, api] of kinds)
    for (const key of await issueSimulatorKeys(baseUrl, user, password, [{ api, sort: 'deviceName', all: true }])) devices.push({ kind, key });
  return devices;
}

const sensors = await sensorDevices().catch((error: Error) => {
  console.error(`设备模拟未启动：${error.message}`);
  return [];
});
if (sensors.length > 0) {
  console.log(`设备模拟：${sensors.length} 台塔吊和升降机向 ${baseUrl} 上传传感器读数`);
  stops.push(startSensorSimulator({ baseUrl, devices: sensors }));
}
const sitePassword = process.env.SIMULATE_PASSWORD ?? process.env.ADMIN_PASSWORD;
const siteUser = process.env.SIMULATE_DEVICE_USER ?? 'zhengyu';
const environment = sitePassword
  ? await environmentDevices(baseUrl, siteUser, sitePassword).catch((error: Error) => {
      console.error(`环境模拟未启动：${error.message}`);
      return [];
    })
  : [];
if (environment.length > 0) {
  console.log(`环境模拟：${environment.length} 台环境监测仪和水电表向 ${baseUrl} 上传读数（每分钟）`);
  stops.push(startEnvironmentSimulator({ baseUrl, devices: environment }));
}
if (sitePassword) {
  const keysOf = (api: string, sort: string, all: boolean) =>
    issueSimulatorKeys(baseUrl, siteUser, sitePassword, [{ api, sort, all }]).catch((error: Error) => {
      console.error(`现场模拟（${api}）未启动：${error.message}`);
      return [];
    });
  const gateKeys = await keysOf('/smartproject/parkingGate', 'gateNo', false);
  const tagKeys = await keysOf('/smartproject/positionTag', 'tagNo', true);
  console.log(`现场模拟：${gateKeys.length} 个车辆道闸、${tagKeys.length} 个定位标签向 ${baseUrl} 上传`);
  stops.push(startSiteSimulator({ baseUrl, gateKeys, tagKeys }));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const stop of stops) stop();
    process.exit(0);
  });
