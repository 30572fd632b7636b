import type { FieldSchema, ScreenFile, ValueBands } from './screen.types';

const numberOf = (value: unknown): number => (value === '' || value === null || value === undefined ? NaN : Number(value));

/**
 * The value of `bands` for `record`: the first band whose lower bound the `from` number reaches.
 * A bound naming a field reads it from the record, else from `outer` (a detail row's master record).
 * Null when the number is empty, or when a named bound is empty (no pass mark, no verdict).
 */
export function bandValue(bands: ValueBands, record: Record<string, unknown>, outer: Record<string, unknown> = {}): string | null {
  const number = numberOf(record[bands.from]);
  if (!Number.isFinite(number)) return null;
  for (const band of bands.bands) {
    if (band.min === undefined) return band.value;
    const bound = typeof band.min === 'number' ? band.min : numberOf(band.min in record ? record[band.min] : outer[band.min]);
    if (!Number.isFinite(bound)) return null;
    if (number >= bound) return band.value;
  }
  return null;
}

/** `record` with every `x-bands` field of `properties` filled in (unchanged when nothing differs). */
function withBands(properties: Record<string, FieldSchema>, record: Record<string, unknown>, outer?: Record<string, unknown>): Record<string, unknown> {
  let result = record;
  for (const [name, field] of Object.entries(properties)) {
    const bands = field['x-bands'];
    if (!bands) continue;
    const value = bandValue(bands, result, outer);
    if (result[name] !== value) result = { ...result, [name]: value };
  }
  return result;
}

/**
 * A record of `screen` with its banded fields filled in, its detail rows' too (their bounds may
 * name a header field). The server applies it before validation on every save and import, so a
 * stored grade always matches its score whatever the client sent.
 */
export function withBandFields(screen: ScreenFile, record: Record<string, unknown>): Record<string, unknown> {
  let result = withBands(screen.entity.properties, record);
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    const rows = result[name];
    const columns = field.items?.properties;
    if (field.type !== 'array' || !columns || !Array.isArray(rows)) continue;
    const header = result;
    const banded = rows.map((row: unknown) => (row && typeof row === 'object' ? withBands(columns, row as Record<string, unknown>, header) : row));
    if (banded.some((row, index) => row !== rows[index])) result = { ...result, [name]: banded };
  }
  return result;
}
