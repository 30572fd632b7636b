import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { dictFields, dictValuesOf } from '../crud/dictFields';
import type { DictService } from '../dict/dictService';

/** For each dictionary field, its labels mapped to their codes. */
export type DictCodeMaps = Map<string, Map<string, string>>;

/** Loads once per import the label → code maps of the screen's dictionary fields. */
export async function loadDictCodeMaps(screen: ScreenFile, dicts: DictService, auth: AuthContext): Promise<DictCodeMaps> {
  const maps: DictCodeMaps = new Map();
  for (const { field, code } of dictFields(screen)) {
    const items = await dicts.getItems(code, auth);
    maps.set(field, new Map(items.map((item) => [String(item.text), String(item.value)])));
  }
  return maps;
}

/**
 * A spreadsheet value of a dictionary field as codes: each comma-separated label becomes its
 * code; a part that is no label is kept as typed (a code, or a mistake the dictionary check refuses).
 */
export function labelsToCodes(value: unknown, codes: Map<string, string> | undefined): unknown {
  if (!codes || typeof value !== 'string') return value;
  return dictValuesOf(value.replace(/，/g, ','))
    .map((part) => codes.get(part.trim()) ?? part.trim())
    .join(',');
}
