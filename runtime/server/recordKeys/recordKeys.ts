import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';

/**
 * Access keys of records that call the API themselves (gate devices): one live key per record,
 * kept as a hash only and apart from the record's table, so that no list, export or form of the
 * screen can ever carry one.
 */
const KEY_TABLE = 'sys_record_key';

/** The record a key belongs to. */
export interface KeyOwner {
  screenId: string;
  recordId: string;
}

/** The key a device sends in its `X-Device-Key` header. */
export function requestDeviceKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers['x-device-key'];
  return Array.isArray(header) ? header[0] : header;
}

/** Creates the key table when missing (safe on every start). */
export async function createRecordKeyTable(db: AppDb): Promise<void> {
  await db.schema
    .createTable(KEY_TABLE)
    .ifNotExists()
    .addColumn('key_hash', 'text', (column) => column.primaryKey())
    .addColumn('screen_id', 'text', (column) => column.notNull())
    .addColumn('record_id', 'text', (column) => column.notNull())
    .addColumn('create_time', 'timestamp', (column) => column.notNull())
    .addUniqueConstraint('sys_record_key_record_uq', ['screen_id', 'record_id'])
    .execute();
}

/**
 * SHA-256 of a key. A key is 192 random bits, so a fast hash is as safe as a slow one here, and
 * it lets every request find its record by one primary-key lookup.
 */
export function hashRecordKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: `gk_` and 32 url-safe characters. */
export function newRecordKey(): string {
  return `gk_${randomBytes(24).toString('base64url')}`;
}

/** Issues a new key for a record, replacing its old one (which stops working at once); answers it in clear text, which is not kept. */
export async function issueRecordKey(db: AppDb, owner: KeyOwner): Promise<string> {
  const key = newRecordKey();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(KEY_TABLE).where('screen_id', '=', owner.screenId).where('record_id', '=', owner.recordId).execute();
    await trx
      .insertInto(KEY_TABLE)
      .values({ key_hash: hashRecordKey(key), screen_id: owner.screenId, record_id: owner.recordId, create_time: currentTimestamp() })
      .execute();
  });
  return key;
}

/** The record a key belongs to, or null for an unknown (or replaced) key. */
export async function ownerOfKey(db: AppDb, key: string): Promise<KeyOwner | null> {
  const row = await db.selectFrom(KEY_TABLE).select(['screen_id', 'record_id']).where('key_hash', '=', hashRecordKey(key)).executeTakeFirst();
  return row ? { screenId: String(row.screen_id), recordId: String(row.record_id) } : null;
}

/** A table whose records may hold keys, and the columns to read of the keyed record (alias → column). */
export interface KeyedTable {
  screenId: string;
  table: string;
  columns: Readonly<Record<string, string>>;
}

/** The keyed record of one table with its key's screen id, when the key (by hash) is this table's. */
function keyedSelect(hash: string, { screenId, table, columns }: KeyedTable) {
  const selected = Object.entries(columns).map(([alias, column]) => sql`r.${sql.ref(column)} as ${sql.ref(alias)}`);
  return sql`select k.screen_id, ${sql.join(selected)}
    from ${sql.table(KEY_TABLE)} k join ${sql.table(table)} r on r.id = k.record_id
    where k.key_hash = ${hash} and k.screen_id = ${screenId}`;
}

/**
 * The record a key belongs to read together with the key, in one statement over the tables that
 * may own it (a device uploading every few seconds pays one round trip for who it is, not two).
 * Every table gives the same aliases; null for an unknown or replaced key, or a deleted record.
 */
export async function keyedRecord(db: AppDb, key: string, tables: readonly KeyedTable[]): Promise<{ screenId: string; row: Record<string, unknown> } | null> {
  if (tables.length === 0) return null;
  const hash = hashRecordKey(key);
  const selects = tables.map((table) => keyedSelect(hash, table));
  const result = await sql<{ screen_id: string } & Record<string, unknown>>`${sql.join(selects, sql` union all `)}`.execute(db);
  const found = result.rows[0];
  if (!found) return null;
  const { screen_id: screenId, ...row } = found;
  return { screenId, row };
}
