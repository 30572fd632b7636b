/**
 * How both drivers turn PostgreSQL text values into API values: dates and timestamps stay
 * strings in the API's formats (never Date objects, which would shift with the time zone),
 * numerics become numbers.
 */

export const DATE_OID = 1082;
export const TIMESTAMP_OID = 1114;
export const NUMERIC_OID = 1700;

/** `2024-01-02 10:11:12.345` → `2024-01-02 10:11:12` (the API never shows fractional seconds). */
export function formatTimestamp(raw: string): string {
  return raw.slice(0, 19);
}

export const VALUE_PARSERS: Readonly<Record<number, (raw: string) => unknown>> = {
  [DATE_OID]: (raw) => raw,
  [TIMESTAMP_OID]: formatTimestamp,
  [NUMERIC_OID]: (raw) => Number(raw),
};
