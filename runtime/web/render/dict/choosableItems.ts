import type { DictItem } from './dict.types';
import { splitCommaList } from '../../fields/multi-select/commaList';

/**
 * The items a user may pick: enabled ones, plus any disabled item the field already holds, so a
 * stored value keeps its label while the disabled choice is gone for new picks.
 */
export function choosableItems(items: DictItem[], current: unknown): DictItem[] {
  if (!items.some((item) => item.disabled)) return items;
  const held = new Set(splitCommaList(current));
  return items.filter((item) => !item.disabled || held.has(item.value));
}
