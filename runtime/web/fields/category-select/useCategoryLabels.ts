import type { DictItem } from '../../render/dict/dict.types';
import { useValueLabels } from '../search-select/useValueLabels';
import { categoryLabels } from './categoryApi';

/** Names of the category ids a value holds (comma-joined when several). */
export function useCategoryLabels(value: unknown): DictItem[] {
  return useValueLabels(value, categoryLabels);
}
