import { useEffect, useState } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { splitCommaList } from '../multi-select/commaList';

/** Asks the labels of stored values; answers one item per value asked. */
export type LabelLoader = (values: string[]) => Promise<DictItem[]>;

/**
 * Labels of a stored value (single or comma-joined) of a dictionary whose items are not all in
 * the browser (searched or lazily loaded widgets): asked once per value change, or whenever
 * `loader` changes (keep it stable). Until they arrive the values stand for themselves.
 */
export function useValueLabels(value: unknown, loader: LabelLoader | undefined): DictItem[] {
  const parts = splitCommaList(value);
  const joined = parts.join(',');
  const [labels, setLabels] = useState<DictItem[]>([]);
  useEffect(() => {
    let current = true;
    if (!loader || !joined) setLabels([]);
    else
      loader(joined.split(','))
        .then((found) => current && setLabels(found))
        .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [loader, joined]);
  return parts.map((part) => labels.find((label) => label.value === part) ?? { value: part, text: part });
}
