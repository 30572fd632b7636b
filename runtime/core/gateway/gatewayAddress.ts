/**
 * Addresses of 网关路由 (the outbound proxy's allow-list), checked the same way in the form, on
 * save and when the proxy matches a target. The WHATWG URL parser does the normalising (IDNA to
 * punycode, IPv4 shorthand, default ports, dot segments), so a route and a target that name the
 * same place compare equal as origins.
 */

export const GATEWAY_SCHEMES = ['http', 'https'] as const;

export const HOST_MESSAGE = '请输入正确的主机，如 api.example.com 或 192.168.1.10:8080（不含协议和路径）';
export const PATH_PREFIX_MESSAGE = '路径前缀须以 / 开头，只能包含字母、数字和 -._~/ 等字符，不能包含 ..、?、# 或 %';

/** Characters of a path prefix: unreserved and sub-delimiters of RFC 3986, no percent escapes. */
const PATH_PREFIX_CHARS = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

/** Text a user could mistake for part of a host: scheme, credentials, path, query, space. */
const NOT_A_HOST = /[\s/\\@?#]/;

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The origin (`scheme://host[:port]`, punycode, default port omitted) a route stands for, or null
 * when the scheme is not http(s) or the host is not a bare `host[:port]`.
 */
export function gatewayOrigin(scheme: string, host: string): string | null {
  if (!(GATEWAY_SCHEMES as readonly string[]).includes(scheme) || !host || NOT_A_HOST.test(host)) return null;
  const url = parse(`${scheme}://${host}/`);
  return url && url.hostname && url.pathname === '/' ? url.origin : null;
}

/** The `gatewayHost` rule: a host name (international names too), IPv4 or [IPv6], optional :port. */
export function checkGatewayHost(text: string): string | null {
  return gatewayOrigin('http', text) ? null : HOST_MESSAGE;
}

/** The `gatewayPathPrefix` rule: an absolute path already in the normal form the URL parser gives. */
export function checkPathPrefix(text: string): string | null {
  if (!PATH_PREFIX_CHARS.test(text) || text.includes('//')) return PATH_PREFIX_MESSAGE;
  return parse(`http://h${text}`)?.pathname === text ? null : PATH_PREFIX_MESSAGE;
}

/** Whether a normalised path lies under a prefix at a segment boundary (`/api` covers `/api/x`, not `/apix`). */
export function pathWithinPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
