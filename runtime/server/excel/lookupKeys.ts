import { toColumnName } from '../../core/screen/naming';
import type { LookupOf, ScreenFile } from '../../core/screen/screen.types';
import { UNIQUE_CODE } from '../../core/validation/presets';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { ownerColumnsOf } from '../crud/screenScope';
import { ownedRows } from '../sums/relatedFields';

/** For an `x-lookup` field read from a unique (`only`) field: its reference field and the referenced ids by that field's value. */
export interface LookupKey {
  field: string;
  by: string;
  ids: Map<string, string>;
}

/**
 * The `x-lookup` fields of the screen whose source field is unique in its screen (企业名称,
 * 统一社会信用代码), each with the ids of the source records in the importer's scope by that value:
 * a spreadsheet row may name the record it references by such a value instead of the reference itself.
 */
export async function loadLookupKeys(deps: Pick<CrudDeps, 'db' | 'registry'>, screen: ScreenFile, auth: AuthContext): Promise<LookupKey[]> {
  const keys: LookupKey[] = [];
  for (const [field, schema] of Object.entries(screen.entity.properties)) {
    const lookup: LookupOf | undefined = schema['x-lookup'];
    const source = lookup && deps.registry.screens.get(lookup.screen);
    if (!lookup || !source?.entity.properties[lookup.field]?.['x-rules']?.includes(UNIQUE_CODE)) continue;
    const rows = await ownedRows(deps.db, source, ownerColumnsOf(screen, auth))
      .select(['id', `${toColumnName(lookup.field)} as value`])
      .execute();
    const ids = new Map(rows.filter((row) => !isEmptyValue(row.value)).map((row) => [String(row.value), String(row.id)]));
    keys.push({ field, by: lookup.by, ids });
  }
  return keys;
}

/**
 * A row's reference filled from the unique value it gives instead (first such field wins); a value
 * matching no record is kept as the reference, so the reference's dictionary check refuses the row.
 */
export function withLookupReferences(body: Record<string, unknown>, keys: readonly LookupKey[]): Record<string, unknown> {
  for (const { field, by, ids } of keys) {
    const value = body[field];
    if (!isEmptyValue(body[by]) || isEmptyValue(value)) continue;
    body[by] = ids.get(String(value).trim()) ?? String(value).trim();
  }
  return body;
}
