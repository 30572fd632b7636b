/** What a client is told while the database cannot be reached (HTTP 503). */
export const DATABASE_UNAVAILABLE_MESSAGE = '数据库暂时不可用，请稍后重试';

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception) and 57P01–57P03
 * (the server is shutting down, crashed, or not accepting connections yet).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123])/;

/** Socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own errors for a connection that died or could not be made; they carry no code. */
const UNAVAILABLE_PG_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether a request failed because the PostgreSQL server is unreachable (stopped, restarting,
 * network lost), as opposed to a fault of the request or the code: those answer 503, and the
 * pool connects again on the next checkout. pg and Kysely pass these errors on unwrapped; the
 * server makes no other outbound connection whose errors reach the error handler raw (the proxy
 * answers its own failures as BusinessErrors), so a socket code here is the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_PG_MESSAGE.test(message);
}
