import { sql } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { FieldError } from '../../core/validation/recordValidator';
import type { AppDb } from '../db/dbTypes';
import { scopeColumnOf, uniqueFields, uniqueIndexName } from '../db/screenIndexes';

/** The refusal of a value another row holds (also the Excel import's bulk check). */
export const alreadyExists = (screen: ScreenFile, field: string): string => `${screen.entity.properties[field].title}已存在`;

/**
 * Errors for `only` fields whose value another row in the same project (or tenant) already holds.
 * `owner` holds the row's project_id/tenant_id; `ownId` is excluded on edit.
 */
export async function uniqueErrors(
  executor: AppDb,
  screen: ScreenFile,
  record: Record<string, unknown>,
  owner: Record<string, unknown>,
  ownId: string | null,
): Promise<FieldError[]> {
  const scopeColumn = scopeColumnOf(screen);
  const errors: FieldError[] = [];
  for (const field of uniqueFields(screen)) {
    const value = record[field];
    if (isEmptyValue(value)) continue;
    let query = executor
      .selectFrom(screen.table)
      .select('id')
      .where(sql.ref(toColumnName(field)), '=', value)
      .where(sql.ref(scopeColumn), '=', owner[scopeColumn] ?? null);
    if (ownId) query = query.where('id', '<>', ownId);
    if (await query.limit(1).executeTakeFirst()) errors.push({ field, message: alreadyExists(screen, field) });
  }
  return errors;
}

/**
 * The message for a unique-index violation raised by the database (two concurrent writes that
 * both passed the check above), or null when the error is something else.
 */
export function uniqueViolationMessage(screen: ScreenFile, error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  const field = uniqueFields(screen).find((name) => uniqueIndexName(screen, name) === constraint);
  return field ? alreadyExists(screen, field) : null;
}
