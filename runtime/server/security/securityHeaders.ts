import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** HSTS for 180 days, subdomains included; sent only on answers that came over TLS. */
const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * What the built web app needs and nothing more. Scripts come only from the app's own
 * bundles (no inline script, no eval); WebAssembly may be compiled ('wasm-unsafe-eval', which
 * allows no JavaScript eval) for the IFC model viewer's web-ifc, itself a file of the build; inline styles are allowed because antd's CSS-in-JS and
 * TinyMCE's content styles are injected at run time; images may be data:/blob: (captcha, pasted
 * and previewed images) or http(s) because rich text may show images from other sites; frames may
 * show the pages of iframe menu entries (any http(s) site an administrator sets up); websockets
 * reach this server only ('self' covers ws:/wss: to the same host); video plays from this server
 * or from the blob: a Media Source (hls.js, the cameras' HLS streams) gives it; nobody may frame the app.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'http:', 'https:'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The headers helmet sets with our options, worked out once: none of them depends on the request
 * (no CSP nonce), so every answer gets the same set without running helmet's middleware per
 * request (a measurable share of a list request's work).
 */
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY }, strictTransportSecurity: false });
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (helmet's): the CSP above, nosniff, X-Frame-Options SAMEORIGIN,
 * Referrer-Policy no-referrer and helmet's other defaults. HSTS only when the request came over
 * TLS (a TLS server, or `X-Forwarded-Proto: https` from a trusted proxy): over plain HTTP it would
 * mean nothing, and on 127.0.0.1 it would pin the browser to an https that is not there. Routes
 * that set their own stricter CSP (stored files) keep it: these headers are set first.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
