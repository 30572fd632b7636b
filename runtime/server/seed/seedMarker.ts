import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';

/** Creates the table that records that the first-start seed ran. */
export async function ensureSeedMarkerTable(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_seed_state')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('mode', 'text', (column) => column.notNull())
    .addColumn('seeded_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Whether the one-time seed was claimed already: a read, so a restart does not open a writing transaction to learn it. */
export async function seedMarkerClaimed(db: AppDb): Promise<boolean> {
  return (await db.selectFrom('sys_seed_state').select('id').where('id', '=', 'initial').executeTakeFirst()) !== undefined;
}

/**
 * Claims the one-time seed inside the seeding transaction: true for the first caller only, so a
 * restart, or a second instance starting at the same moment, never seeds twice.
 */
export async function claimSeedMarker(db: AppDb, mode: string): Promise<boolean> {
  const claimed = await db
    .insertInto('sys_seed_state')
    .values({ id: 'initial', mode })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
