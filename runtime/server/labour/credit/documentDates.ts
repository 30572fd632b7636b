/**
 * Dates read from a worker's documents. 身份证 有效期限 is printed as "2016.03.12-2036.03.12",
 * also typed as "2016-03-12至2036-03-12"; "长期" never expires.
 */

const DATE = /(\d{4})[.\-/年](\d{1,2})[.\-/月](\d{1,2})/g;

/** The expiry date (YYYY-MM-DD) of an ID card's 有效期限, or null for 长期 and for text with no end date. */
export function idCardExpiry(validity: unknown): string | null {
  if (typeof validity !== 'string' || validity.includes('长期')) return null;
  const dates = [...validity.matchAll(DATE)];
  if (dates.length < 2) return null;
  const [, year, month, day] = dates[dates.length - 1];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Whole years between a birthday and a day (both YYYY-MM-DD): the age on that day. */
export function ageOn(birthday: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/** The birthday (YYYY-MM-DD) printed in an 18-digit ID number, or null. */
export function birthdayOfIdNumber(idCode: unknown): string | null {
  if (typeof idCode !== 'string' || !/^\d{17}[\dXx]$/.test(idCode)) return null;
  return `${idCode.slice(6, 10)}-${idCode.slice(10, 12)}-${idCode.slice(12, 14)}`;
}

/** Day `days` after `day` (YYYY-MM-DD, UTC calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
