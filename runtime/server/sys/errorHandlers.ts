import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from '../../core/http/envelope';
import { BusinessError } from '../crud/businessError';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/databaseUnavailable';

export const SERVER_ERROR_MESSAGE = '系统异常，请联系管理员';
export const NOT_FOUND_MESSAGE = '请求的资源不存在';

/** Chinese messages for the client errors Fastify raises itself (bad JSON, too large, …). */
const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求参数错误',
  404: NOT_FOUND_MESSAGE,
  405: '不支持的请求方法',
  413: '请求数据过大',
  415: '不支持的请求格式',
  429: '请求过于频繁，请稍后再试',
};

/** A refusal of the request itself (bad shape, too large) with its own Chinese message and 4xx status. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

/**
 * Every error leaves as the envelope: a BusinessError as HTTP 200 with code 500 and its message
 * (JeecgBoot style), a ClientError with its status and message, another client error with its
 * status and a Chinese message, a lost database connection as 503 (the client may retry; the
 * pool reconnects by itself), anything else as 500 `系统异常，请联系管理员` — logged in full on
 * the server, never a stack trace to the client.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | BusinessError | ClientError>((error, request, reply) => {
    if (error instanceof BusinessError) return reply.code(200).send({ ...fail(error.message), result: error.result });
    if (error instanceof ClientError) return reply.code(error.statusCode).send(fail(error.message, error.statusCode));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send(fail(CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400], status));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send(fail(DATABASE_UNAVAILABLE_MESSAGE, 503));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(SERVER_ERROR_MESSAGE, 500));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail(NOT_FOUND_MESSAGE, 404)));
}
