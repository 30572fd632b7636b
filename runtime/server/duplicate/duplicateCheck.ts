import { sql } from 'kysely';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { AuthContext } from '../auth/authContext';
import { ownerColumnsOf } from '../crud/screenScope';
import type { AppDb } from '../db/dbTypes';
import { scopeColumnOf } from '../db/screenIndexes';
import type { DuplicateTarget } from './checkTarget';

/**
 * Whether another row in the caller's project (or tenant), other than `dataId`, holds the value —
 * the same scope the save's uniqueness check uses. An empty value is never a duplicate.
 */
export async function isDuplicate(db: AppDb, auth: AuthContext, { screen, column }: DuplicateTarget, value: unknown, dataId: unknown): Promise<boolean> {
  if (isEmptyValue(value)) return false;
  const scopeColumn = scopeColumnOf(screen);
  let query = db
    .selectFrom(screen.table)
    .select('id')
    .where(sql.ref(column), '=', String(value))
    .where(sql.ref(scopeColumn), '=', ownerColumnsOf(screen, auth)[scopeColumn] ?? null);
  if (typeof dataId === 'string' && dataId !== '') query = query.where('id', '<>', dataId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
