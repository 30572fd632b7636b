const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's local day `days` from today, `YYYY-MM-DD` (what a date picker and a list show). */
export function dayAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
