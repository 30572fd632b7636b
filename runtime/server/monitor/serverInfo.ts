import os from 'node:os';
import type { ServerReport } from '../../core/monitor/monitor.types';

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The machine the server runs on; CPU use comes from the runtime sampler's last period. */
export function serverReport(cpuPercent: number): ServerReport {
  const cpus = os.cpus();
  const [one, five, fifteen] = os.loadavg();
  const totalMemory = os.totalmem();
  const freeMemory = os.freemem();
  return {
    hostname: os.hostname(),
    os: `${os.type()} ${os.release()}`,
    platform: os.platform(),
    arch: os.arch(),
    cpuModel: cpus[0]?.model.trim() ?? '',
    cpuCount: cpus.length,
    cpuPercent,
    loadAverage: [round(one), round(five), round(fifteen)],
    totalMemory,
    freeMemory,
    usedMemory: totalMemory - freeMemory,
    uptimeSeconds: Math.round(os.uptime()),
  };
}
