import { md5 } from './md5';

/** Upstream's public signing salt (jeecg-contract §1.6): compatibility only, never authentication. */
const SIGN_SALT = 'dd05f1c54d63749eda95f9fa6d49v442a';

/** The query of `url` as an object, plus `x-path-variable` when the last path segment holds a comma (table dictionaries). */
function urlParams(url: string): Record<string, string> {
  const [path, query = ''] = url.split('?', 2);
  const result: Record<string, string> = {};
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes(',')) result['x-path-variable'] = decodeURIComponent(lastSegment);
  for (const [key, value] of new URLSearchParams(query)) result[key] = value;
  return result;
}

/**
 * upstream `signMd5Utils.getSign(url, params)`: URL query and payload merged (numbers as
 * strings), keys sorted, `MD5(JSON + salt)` in upper case.
 */
export function signRequest(url: string, payload: unknown): string {
  const merged: Record<string, unknown> = urlParams(url);
  if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    for (const [key, value] of Object.entries(payload)) merged[key] = typeof value === 'number' ? String(value) : value;
  }
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((key) => [key, merged[key]]),
  );
  return md5(JSON.stringify(sorted) + SIGN_SALT).toUpperCase();
}

/** The headers of a signed call: `X-Sign` and `X-TIMESTAMP` (ms), computed before `_t` is added. */
export function signHeaders(url: string, payload: unknown, now = Date.now()): Record<string, string> {
  return { 'X-Sign': signRequest(url, payload), 'X-TIMESTAMP': String(now) };
}
