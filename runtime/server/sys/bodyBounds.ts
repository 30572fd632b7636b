import type { FastifyInstance } from 'fastify';
import { detailFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { ClientError } from './errorHandlers';

/** JSON request bodies above this size answer 413 (Fastify's default, stated here); uploads are multipart and have their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Detail rows a screen with a detail table (`x-detail`) saves with its master in one request. */
export const DETAIL_ROWS_PER_SAVE = 10_000;
/**
 * The JSON limit of the add and edit routes of a screen with a detail table: DETAIL_ROWS_PER_SAVE
 * rows of up to 1.6 KB, a row of 材料计划 with every text cell full (Chinese at 3 bytes a
 * character). A 10,000-row plan as typed is about 2 MB.
 */
export const DETAIL_BODY_LIMIT = 16 * 1024 * 1024;
/** Nesting of objects and arrays a JSON body may have: far above any form, grid or designer payload. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `请求数据嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS: ReadonlySet<number> = new Set([0x7b, 0x5b]);
const CLOSERS: ReadonlySet<number> = new Set([0x7d, 0x5d]);

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read in one pass over the text
 * without building anything; brackets inside strings do not count. Malformed text is left to the
 * parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

/** The body limit of a screen's add and edit routes: raised when it saves detail rows, the default otherwise. */
export function saveBodyLimit(screen: ScreenFile): number {
  return detailFields(screen).length > 0 ? DETAIL_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * Bounds JSON bodies before any hook or handler sees them: larger than JSON_BODY_LIMIT (or the
 * route's own `bodyLimit`, see saveBodyLimit) → 413,
 * nested deeper than MAX_JSON_DEPTH → 400 with a Chinese message. A deep body would otherwise
 * reach every recursive walk of it (the request log, sanitising, validation) and overflow the
 * stack. Parsing itself stays Fastify's own, prototype-poisoning checks included.
 */
export function registerBodyBounds(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new ClientError(400, TOO_DEEP_MESSAGE), undefined);
    parseJson(request, text, done);
  });
}
