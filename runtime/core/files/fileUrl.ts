/** Where the server serves uploaded files (GET), relative to the API root (the web http client's base). */
export const STATIC_PATH = '/sys/common/static';

/** Where the server serves uploaded files (GET), relative to the web client's origin. */
export const STATIC_BASE = `/api${STATIC_PATH}`;

/**
 * The address of a stored file value (widgets-spec §7, the file address helper): a value
 * starting with `http` (or another given prefix) is already an address; a stored path is put
 * under the static base; a value containing `[` (a JSON list, not a path) has no address.
 */
export function fileUrl(value: string, options: { base?: string; passthroughPrefix?: string } = {}): string | undefined {
  const { base = STATIC_BASE, passthroughPrefix = 'http' } = options;
  if (value === '' || value.includes('[')) return undefined;
  if (value.startsWith(passthroughPrefix)) return value;
  return `${base}/${value.replace(/^\/+/, '')}`;
}
