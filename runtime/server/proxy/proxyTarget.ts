import { isIP } from 'node:net';
import { GATEWAY_SCHEMES, pathWithinPrefix } from '../../core/gateway/gatewayAddress';
import { BusinessError } from '../crud/businessError';
import type { GatewayRoute } from './gatewayRoutes';
import { PROXY_MESSAGES } from './proxyMessages';

/** Escapes a target server might decode into a path separator or a dot segment after our check. */
const ENCODED_SEPARATOR = /%2f|%5c|%2e/i;
/** Whitespace and control characters: the URL parser would silently strip some of them. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const INVISIBLE = /[\s\u0000-\u001f\u007f]/;

/** A target the allow-list admits. */
export interface ProxyTarget {
  url: URL;
  /** The host is an IP literal, which the route then names explicitly (private addresses allowed). */
  literalAddress: boolean;
}

/** The bare host name or address of a URL (IPv6 without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Parses and normalises a target address (IDNA, dot segments, default port) and admits it only
 * when its origin equals an enabled route's and its path lies under that route's prefix.
 * Throws the Chinese refusal otherwise.
 */
export function admitTarget(raw: string, routes: readonly GatewayRoute[]): ProxyTarget {
  if (!raw.trim()) throw new BusinessError(PROXY_MESSAGES.missingUrl);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BusinessError(PROXY_MESSAGES.badUrl);
  }
  if (INVISIBLE.test(raw) || !(GATEWAY_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1))) throw new BusinessError(PROXY_MESSAGES.badUrl);
  if (url.username || url.password) throw new BusinessError(PROXY_MESSAGES.credentials);
  if (ENCODED_SEPARATOR.test(url.pathname)) throw new BusinessError(PROXY_MESSAGES.encodedPath);
  url.hash = '';
  const admitted = routes.some((route) => route.origin === url.origin && pathWithinPrefix(url.pathname, route.pathPrefix));
  if (!admitted) throw new BusinessError(PROXY_MESSAGES.notAllowed);
  return { url, literalAddress: isIP(hostOf(url)) !== 0 };
}
