import type { Kysely } from 'kysely';

/** Tables are defined by screen files at runtime, so rows are open records of column → value. */
export type Row = Record<string, unknown>;
export type DB = Record<string, Row>;
export type AppDb = Kysely<DB>;
