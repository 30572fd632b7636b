import { sql } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { FieldError } from '../../core/validation/recordValidator';
import type { AppDb } from '../db/dbTypes';
import { scopeColumnOf, uniqueFields, uniqueIndexName, uniqueTogetherIndexName } from '../db/screenIndexes';

/** The refusal of a value another row holds (also the Excel import's bulk check). */
export const alreadyExists = (screen: ScreenFile, field: string): string => `${screen.entity.properties[field].title}已存在`;

/**
 * Errors for the values another row in the same project (or tenant) already holds: of each `only`
 * field, and of each `unique` field set taken together (reported on the set's first field). A set
 * with an empty value is not checked (the database index treats NULLs as distinct, too).
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
  const sets = [...uniqueFields(screen).map((field) => ({ fields: [field], message: alreadyExists(screen, field) })), ...(screen.unique ?? [])];
  const errors: FieldError[] = [];
  for (const { fields, message } of sets) {
    if (fields.some((field) => isEmptyValue(record[field]))) continue;
    let query = executor
      .selectFrom(screen.table)
      .select('id')
      .where(sql.ref(scopeColumn), '=', owner[scopeColumn] ?? null);
    for (const field of fields) query = query.where(sql.ref(toColumnName(field)), '=', record[field]);
    if (ownId) query = query.where('id', '<>', ownId);
    if (await query.limit(1).executeTakeFirst()) errors.push({ field: fields[0], message });
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
  if (field) return alreadyExists(screen, field);
  return screen.unique?.find(({ fields }) => uniqueTogetherIndexName(screen, fields) === constraint)?.message ?? null;
}
