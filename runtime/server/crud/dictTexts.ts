import type { RawBuilder } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { AppDb } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import { dictFields, dictValuesOf } from './dictFields';
import type { ApiRecord } from './recordMapper';

/** A dictionary field whose labels a list selects in its page statement, under `alias`. */
export interface SelectedDictText {
  field: string;
  alias: string;
  labels: RawBuilder<string | null>;
}

/** The table-dictionary fields of a screen whose labels can be read in its page statement (see DictService.labelsSql). */
export function selectedDictTexts(screen: ScreenFile, dicts: DictService, auth: AuthContext): SelectedDictText[] {
  return dictFields(screen).flatMap(({ field, code }) => {
    const column = toColumnName(field);
    const labels = dicts.labelsSql(code, auth, `${screen.table}.${column}`);
    return labels ? [{ field, alias: `${column}__dict_text`, labels }] : [];
  });
}

/**
 * Adds `<field>_dictText` to every record for every dictionary field not in `labelled` (those a
 * page statement already labelled): each value's label, comma joined for lists; a value without a
 * label shows as itself. Plain dictionaries come from the cache; one lookup per table dictionary.
 */
export async function withDictTexts(
  screen: ScreenFile,
  records: ApiRecord[],
  dicts: DictService,
  auth: AuthContext,
  labelled: ReadonlySet<string> = new Set(),
  executor?: AppDb,
): Promise<ApiRecord[]> {
  for (const { field, code } of dictFields(screen).filter((dict) => !labelled.has(dict.field))) {
    const values = [...new Set(records.flatMap((record) => dictValuesOf(record[field])))];
    const labels = values.length > 0 ? await dicts.labels(code, values, auth, executor) : new Map<string, string>();
    for (const record of records) {
      const parts = dictValuesOf(record[field]);
      record[`${field}_dictText`] = parts.length > 0 ? parts.map((value) => labels.get(value) ?? value).join(',') : null;
    }
  }
  return records;
}
