import { useCallback } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { dictLabels } from '../../render/dict/dictSearch';
import { useValueLabels } from './useValueLabels';

/** Labels of a stored value of dictionary `code`, from `/sys/dict/loadDictItem/{code}`. */
export function useDictLabels(code: string | undefined, value: unknown): DictItem[] {
  const loader = useCallback((values: string[]) => dictLabels(code ?? '', values), [code]);
  return useValueLabels(value, code ? loader : undefined);
}
