import type { Page } from '../../../core/http/envelope';
import { http } from '../../http/client';
import type { LabelSource } from '../picker/labelStore';
import type { PickerRecord } from '../picker/picker.types';
import type { RecordPickerConfig } from './recordSelect.types';

/**
 * Names of stored values from the picker's list call: one page holding exactly the given keys
 * (`{valueKey}_MultiString=a,b`, the list's IN filter), page size the number of keys.
 */
export function recordSource({
  listUrl,
  valueUrl,
  valueKey,
  displayKey,
}: Pick<RecordPickerConfig, 'listUrl' | 'valueUrl' | 'valueKey' | 'displayKey'>): LabelSource {
  const url = valueUrl ?? listUrl;
  return {
    id: `record:${url}:${valueKey}:${displayKey}`,
    async lookup(keys) {
      const envelope = await http.get<Page<PickerRecord>>(url, { [`${valueKey}_MultiString`]: keys.join(','), pageNo: 1, pageSize: keys.length });
      if (!envelope.success) return new Map();
      return new Map(envelope.result.records.map((record) => [String(record[valueKey]), String(record[displayKey] ?? '')]));
    },
  };
}
