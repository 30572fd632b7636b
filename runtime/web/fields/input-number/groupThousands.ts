/**
 * A number as text with thousands separators, keeping the decimals exactly as stored
 * (`1234567.50` → `1,234,567.50`); anything that is not a number is returned unchanged.
 */
export function groupThousands(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign, integer, decimals = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals}`;
}
