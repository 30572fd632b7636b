/**
 * `npm run simulate`: posts gate passes of the demo workers to a running server, continuously.
 *   npm run simulate -- --url http://127.0.0.1:3000 --key gk_…   (keys from 考勤设备 → 生成密钥)
 *   GATE_KEYS=gk_…,gk_… npm run simulate
 * Without keys it signs in as SIMULATE_USER (default lisi, the demo 劳务员) with SIMULATE_PASSWORD
 * or ADMIN_PASSWORD and issues a key for the first enabled device of each of their projects.
 */
import { issueSimulatorKeys } from './deviceKeys';
import { startGateSimulator } from './gateSimulator';

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
const stop = startGateSimulator({ baseUrl, keys });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
