import { useEffect, useMemo } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { dictCacheKey } from '../../render/dict/dictCacheKey';
import { loadDict } from '../../render/dict/loadDict';
import { useDictStore } from '../../stores/dictStore';
import { useProjectStore } from '../../stores/projectStore';
import type { TableColumn } from './types';

const NO_ITEMS: DictItem[] = [];

/**
 * The choice items of every column at once (hooks cannot be called per column): fixed options,
 * else the column's dictionary, loaded through the shared dictionary cache.
 */
export function useColumnItems(columns: readonly TableColumn[]): ReadonlyMap<string, DictItem[]> {
  const projectId = useProjectStore((state) => state.projectId);
  const entries = useDictStore((state) => state.entries);
  const codes = useMemo(() => [...new Set(columns.filter((column) => !column.options && column.dictCode).map((column) => column.dictCode!))], [columns]);
  useEffect(() => {
    for (const code of codes) loadDict(code).catch(() => undefined);
  }, [codes, projectId]);
  return useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.key,
          column.options ?? (column.dictCode ? (entries[dictCacheKey(column.dictCode, projectId)]?.items ?? NO_ITEMS) : NO_ITEMS),
        ]),
      ),
    [columns, entries, projectId],
  );
}
