/** Display helpers of the monitoring pages (pure, tested without a browser). */

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → "1.50 KB": binary units, two decimals above bytes. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${BYTE_UNITS[unit]}`;
}

/** Bytes as MB with one decimal, for chart axes. */
export function toMegabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

/** 93784 → "1天 2小时 3分 4秒" (leading zero parts left out). */
export function formatDuration(seconds: number): string {
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), '天'],
    [Math.floor((seconds % 86_400) / 3600), '小时'],
    [Math.floor((seconds % 3600) / 60), '分'],
    [Math.floor(seconds % 60), '秒'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  return first < 0
    ? '0秒'
    : parts
        .slice(first)
        .map(([value, unit]) => `${value}${unit}`)
        .join(' ');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Epoch milliseconds → "2026-03-01 08:05:09" in local time. */
export function formatTime(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Epoch milliseconds → "08:05:09", for chart axes. */
export function formatClock(at: number): string {
  const date = new Date(at);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
