import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../runtime/server/app';
import { RUNNING_IMPORTS_TABLE } from '../../runtime/server/excel/importBatches';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends } from './harness';
import { withTestDatabaseUrl } from './pgTestDatabase';

/** Where a second process finds the same database. */
interface DatabasePlace {
  options: { dataDir: string } | { databaseUrl: string };
  remove(): Promise<void>;
}

async function databasePlace(backend: string): Promise<DatabasePlace> {
  if (backend === 'postgres') {
    const database = await withTestDatabaseUrl();
    if (!database) throw new Error('needs DATABASE_URL');
    return { options: { databaseUrl: database.url }, remove: database.drop };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'import-recovery-'));
  return { options: { dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

describe.each(backends())('imports left unfinished by a process that died, on %s', (backend) => {
  let place: DatabasePlace;
  let app: FastifyInstance;
  const start = () => buildApp({ ...place.options, seed: 'minimal', adminPassword: TEST_ADMIN_PASSWORD });

  /** What a killed import leaves: its registration (last sign of life `idle` ago) and one hidden row. */
  async function leaveImport(id: string, idle: string): Promise<void> {
    await app.db
      .insertInto(RUNNING_IMPORTS_TABLE)
      .values({ id, screen_id: 'labour.team', heartbeat: sql`now() - ${idle}::interval` })
      .execute();
    await app.db
      .insertInto('lab_team')
      .values({ id: `team-${id}`, project_id: 'p1', team_name: `遗留班组${id}`, team_type: '1', import_batch: id })
      .execute();
  }
  const teamsLeft = async () =>
    (await app.db.selectFrom('lab_team').select('id').where('team_name', 'like', '遗留班组%').orderBy('id').execute()).map((row) => row.id);
  const importsLeft = async () => (await app.db.selectFrom(RUNNING_IMPORTS_TABLE).select('id').orderBy('id').execute()).map((row) => row.id);

  beforeAll(async () => {
    place = await databasePlace(backend);
    app = await start();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await place.remove();
  });

  it('are undone at the next start when no process can still be working on them', async () => {
    await leaveImport('dead', '2 hours');
    await leaveImport('busy', '1 second');
    await app.close();
    app = await start();
    // PGlite: one process owns the database, so at its start no import of anyone can be running.
    // PostgreSQL: another server may still be importing; only an import silent for long is undone.
    const kept = backend === 'pglite' ? [] : ['busy'];
    expect(await importsLeft()).toEqual(kept);
    expect(await teamsLeft()).toEqual(kept.map((id) => `team-${id}`));
  }, 120_000);
});
