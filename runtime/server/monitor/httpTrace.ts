import type { FastifyInstance } from 'fastify';
import type { HttpTraceEntry, HttpTraceReport } from '../../core/monitor/monitor.types';
import { isSecretKey } from '../log/sanitizeParams';

/** Requests kept, as Spring Boot's in-memory trace repository keeps. */
export const TRACE_CAPACITY = 100;
const HIDDEN = '***';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** A request path and query fit to show: values of secret-looking parameters replaced, the rest as sent. */
export function tracePath(rawUrl: string): string {
  const queryStart = rawUrl.indexOf('?');
  if (queryStart < 0) return rawUrl;
  const parts = rawUrl
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const key = part.split('=', 1)[0];
      return isSecretKey(decoded(key)) ? `${key}=${HIDDEN}` : part;
    });
  return `${rawUrl.slice(0, queryStart)}?${parts.join('&')}`;
}

/** The last requests in a fixed ring: recording is O(1) and memory stays bounded. */
export class HttpTrace {
  readonly #ring: (HttpTraceEntry | undefined)[];
  #next = 0;
  #total = 0;

  constructor(readonly capacity = TRACE_CAPACITY) {
    this.#ring = new Array<HttpTraceEntry | undefined>(capacity);
  }

  record(entry: HttpTraceEntry): void {
    this.#ring[this.#next] = entry;
    this.#next = (this.#next + 1) % this.capacity;
    this.#total += 1;
  }

  /** Newest first. */
  report(): HttpTraceReport {
    const entries: HttpTraceEntry[] = [];
    for (let offset = 1; offset <= this.capacity; offset += 1) {
      const entry = this.#ring[(this.#next - offset + this.capacity) % this.capacity];
      if (entry) entries.push(entry);
    }
    return { capacity: this.capacity, total: this.#total, entries };
  }
}

/** Records every answered API request (not the web app's static files) in the trace. */
export function registerHttpTrace(app: FastifyInstance, trace: HttpTrace): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const timeMs = Math.round(reply.elapsedTime * 10) / 10;
    trace.record({ method: request.method, path: tracePath(request.url), status: reply.statusCode, timeMs, at: Date.now() - Math.round(reply.elapsedTime) });
  });
}
