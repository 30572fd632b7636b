import { useEffect, useMemo, useState } from 'react';
import { materialHttp } from '../../http/materialClient';

export interface DictItem {
  value: string;
  text: string;
}

/**
 * The items of a dictionary (plain, or a table dictionary such as the project's teams, scoped by
 * the project header); `code` null waits. Empty until loaded or when refused.
 */
export function useDictItems(code: string | null, projectId?: string | null): DictItem[] {
  const [items, setItems] = useState<DictItem[]>([]);
  useEffect(() => {
    setItems([]);
    if (!code) return undefined;
    let cancelled = false;
    materialHttp
      .get<DictItem[]>(`/sys/dict/getDictItems/${code}`)
      .then((answer) => !cancelled && answer.success && setItems(answer.result))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [code, projectId]);
  return items;
}

/** The labels of a plain dictionary by value (e.g. material_unit: t → 吨). */
export function useDictLabels(code: string): ReadonlyMap<string, string> {
  const items = useDictItems(code);
  return useMemo(() => new Map(items.map((item) => [item.value, item.text])), [items]);
}
