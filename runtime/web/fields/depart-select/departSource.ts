import type { DepartKeyField, DepartLabel } from '../../../core/picker/picker.types';
import { http } from '../../http/client';
import type { LabelSource } from '../picker/labelStore';

/** Which department field a picker shows (`text`). */
export type DepartTextField = 'departName' | 'orgCode';

/** Names of stored departments from GET /sys/sysDepart/queryByIds (only those the user may see). */
export function departSource(store: DepartKeyField, text: DepartTextField): LabelSource {
  return {
    id: `depart:${store}:${text}`,
    async lookup(keys) {
      const envelope = await http.get<DepartLabel[]>('/sys/sysDepart/queryByIds', { ids: keys.join(','), field: store });
      return envelope.success ? new Map(envelope.result.map((depart) => [depart[store], depart[text]])) : new Map();
    },
  };
}
