import type { DictItem } from '../../render/dict/dict.types';

/** antd Select options of dictionary items (label is what the search filters on). */
export function toSelectOptions(items: DictItem[]): { value: string; label: string; disabled?: boolean }[] {
  return items.map((item) => ({ value: item.value, label: item.text, ...(item.disabled ? { disabled: true } : {}) }));
}
