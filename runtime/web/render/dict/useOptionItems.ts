import type { DictItem } from './dict.types';
import { useDict } from './useDict';

/** Choices of a choice field: its own `options` when given, else the items of its dictionary. */
export function useOptionItems(dictCode: string | undefined, options: DictItem[] | undefined): DictItem[] {
  const dictItems = useDict(options ? undefined : dictCode);
  return options ?? dictItems;
}
