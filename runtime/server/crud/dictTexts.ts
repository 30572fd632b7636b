import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { DictService } from '../dict/dictService';
import { dictFields, dictValuesOf } from './dictFields';
import type { ApiRecord } from './recordMapper';

/**
 * Adds `<field>_dictText` to every record for every dictionary field: each value's label, comma
 * joined for lists; a value without a label shows as itself. One lookup per field per page.
 */
export async function withDictTexts(screen: ScreenFile, records: ApiRecord[], dicts: DictService, auth: AuthContext): Promise<ApiRecord[]> {
  for (const { field, code } of dictFields(screen)) {
    const values = [...new Set(records.flatMap((record) => dictValuesOf(record[field])))];
    const labels = values.length > 0 ? await dicts.labels(code, values, auth) : new Map<string, string>();
    for (const record of records) {
      const parts = dictValuesOf(record[field]);
      record[`${field}_dictText`] = parts.length > 0 ? parts.map((value) => labels.get(value) ?? value).join(',') : null;
    }
  }
  return records;
}
