/**
 * `npm start -- --simulate`: once the server answers its health check, starts the gate simulator
 * against it with keys from GATE_KEYS, or issued as the demo 劳务员 with ADMIN_PASSWORD.
 */
import { issueSimulatorKeys } from './deviceKeys';
import { startGateSimulator } from './gateSimulator';

const HEALTH_POLL_MS = 1000;

async function untilUp(baseUrl: string): Promise<void> {
  for (;;) {
    const up = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
}

/** Starts simulating beside the server at `baseUrl`; reports (and gives up) when no keys can be had. */
export async function simulateAlongside(baseUrl: string): Promise<void> {
  await untilUp(baseUrl);
  const given = (process.env.GATE_KEYS ?? '').split(',').filter(Boolean);
  const password = process.env.SIMULATE_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (given.length === 0 && !password) {
    console.error('[闸机模拟] 未启动：请设置 GATE_KEYS（考勤设备 → 生成密钥），或设置 ADMIN_PASSWORD 以劳务员身份自动生成密钥。');
    return;
  }
  try {
    const keys = given.length > 0 ? given : await issueSimulatorKeys(baseUrl, process.env.SIMULATE_USER ?? 'lisi', password!);
    startGateSimulator({ baseUrl, keys });
  } catch (error) {
    console.error(`[闸机模拟] 未启动：${(error as Error).message}`);
  }
}
