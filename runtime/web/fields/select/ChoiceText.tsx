import { dictLabelOf } from '../../render/dict/DictLabel';
import { useOptionItems } from '../../render/dict/useOptionItems';
import { toDictItems } from '../../render/dict/toDictItems';
import type { ValueViewProps } from '../fieldType.types';

/** Read-only labels of a choice value (single or comma-joined), from the dictionary or options. */
export function ChoiceText({ value, dictCode, options }: ValueViewProps) {
  const items = useOptionItems(typeof dictCode === 'string' ? dictCode : undefined, Array.isArray(options) ? toDictItems(options) : undefined);
  return <>{dictLabelOf(items, value)}</>;
}
