const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in local time, the platform's timestamp format. */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
