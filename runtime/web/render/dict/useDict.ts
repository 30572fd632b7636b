import { useEffect } from 'react';
import { freshItems, useDictStore } from '../../stores/dictStore';
import { useProjectStore } from '../../stores/projectStore';
import type { DictItem } from './dict.types';
import { dictCacheKey, isTableDict } from './dictCacheKey';
import { loadDict } from './loadDict';

const NO_ITEMS: DictItem[] = [];

/**
 * Items of a dictionary (`sex`, or a table dictionary `lab_team,team_name,id`), empty until they
 * arrive. Plain dictionaries load once per 7 days; a table dictionary reloads whenever a component
 * using it mounts or the project changes, showing the last known items meanwhile. No code means
 * no dictionary. A failed load leaves the list empty (the http client reports network errors).
 */
export function useDict(code: string | undefined): DictItem[] {
  const projectId = useProjectStore((state) => state.projectId);
  const key = code ? dictCacheKey(code, projectId) : undefined;
  const items = freshItems(useDictStore((state) => (key ? state.entries[key] : undefined)));
  const shouldLoad = Boolean(code) && (!items || isTableDict(code ?? ''));
  useEffect(() => {
    if (code && shouldLoad) loadDict(code).catch(() => undefined);
  }, [code, key, shouldLoad]);
  return items ?? NO_ITEMS;
}
