import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../core/http/envelope';
import type { AppDb } from '../db/dbTypes';

/** GET /api/health: open to load balancers and the test runner; answers once the database does. */
export function registerHealthRoute(app: FastifyInstance, db: AppDb): void {
  app.get('/api/health', { config: { public: true } }, async () => {
    await sql`select 1`.execute(db);
    return ok({ status: 'UP' });
  });
}
