import http from 'node:http';
import https from 'node:https';
import { BusinessError } from '../crud/businessError';
import { guardedLookup, RefusedAddressError } from './addressGuard';
import { hostOf } from './proxyTarget';
import { PROXY_MESSAGES } from './proxyMessages';

export interface OutboundLimits {
  /** Whole exchange, connection to last byte. */
  timeoutMs: number;
  /** Largest response body accepted. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: OutboundLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

/** A body to send: already serialised, with its type. */
export interface OutboundBody {
  text: string;
  contentType: string;
}

export interface OutboundAnswer {
  status: number;
  location: string | null;
  contentType: string;
  body: Buffer;
}

/** The only headers that leave: nothing of the caller's (token, cookies, tenant, project) is copied. */
function outboundHeaders(body: OutboundBody | undefined): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json, text/plain, */*', 'user-agent': 'smart-site-gateway' };
  if (body) Object.assign(headers, { 'content-type': body.contentType, 'content-length': Buffer.byteLength(body.text) });
  return headers;
}

/** Short Chinese reasons for the usual socket errors. */
const SOCKET_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: '连接被拒绝',
  ECONNRESET: '连接被重置',
  EHOSTUNREACH: '主机不可达',
  ENETUNREACH: '网络不可达',
  CERT_HAS_EXPIRED: '证书已过期',
  DEPTH_ZERO_SELF_SIGNED_CERT: '证书不受信任',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: '证书不受信任',
};

function refusal(error: unknown): BusinessError {
  if (error instanceof BusinessError) return error;
  if (error instanceof RefusedAddressError) return new BusinessError(error.message);
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return new BusinessError(PROXY_MESSAGES.unreachable(SOCKET_REASONS[code] ?? (code || '网络错误')));
}

/**
 * One HTTP exchange with an admitted target, redirects not followed: the caller decides on them.
 * Resolves the host through the address guard, aborts past the time limit or the size cap, and
 * rejects with a BusinessError carrying the Chinese reason.
 */
export function sendOutbound(method: string, url: URL, body: OutboundBody | undefined, limits: OutboundLimits = DEFAULT_LIMITS): Promise<OutboundAnswer> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const request = transport.request({
      method,
      hostname: hostOf(url),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: outboundHeaders(body),
      lookup: guardedLookup(),
      // A fresh connection per call: a pooled socket would skip the address guard.
      agent: false,
    });
    const timer = setTimeout(() => request.destroy(new BusinessError(PROXY_MESSAGES.timeout(limits.timeoutMs / 1000))), limits.timeoutMs);
    const finish = (error: unknown, answer?: OutboundAnswer) => {
      clearTimeout(timer);
      if (answer) resolve(answer);
      else reject(refusal(error));
    };
    request.on('error', (error) => finish(error));
    request.on('response', (response) => {
      const tooLarge = new BusinessError(PROXY_MESSAGES.tooLarge(limits.maxBytes / 1024 / 1024));
      if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) return void request.destroy(tooLarge);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) request.destroy(tooLarge);
        else chunks.push(chunk);
      });
      response.on('error', (error) => finish(error));
      response.on('end', () =>
        finish(null, {
          status: response.statusCode ?? 502,
          location: response.headers.location ?? null,
          contentType: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.end(body?.text);
  });
}
