import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fail, ok } from '../../core/http/envelope';
import type { AppDb } from '../db/dbTypes';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/databaseUnavailable';

/**
 * GET /api/health: open to load balancers and the test runner. UP once the database answers;
 * DOWN with 503 while it does not, so a balancer takes the instance out until it is back.
 */
export function registerHealthRoute(app: FastifyInstance, db: AppDb): void {
  app.get('/api/health', { config: { public: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ ...fail(DATABASE_UNAVAILABLE_MESSAGE, 503), result: { status: 'DOWN' } });
    }
    return ok({ status: 'UP' });
  });
}
