const pad = (value: number): string => String(value).padStart(2, '0');

/** The server's local time as `YYYY-MM-DD HH:mm:ss`, the format of every audit timestamp. */
export function currentTimestamp(date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
