import { useCallback, useState } from 'react';
import { loadSavedQueries, removeSavedQuery, storeSavedQueries, upsertSavedQuery } from '../../../core/query/savedQueries';
import type { SavedSuperQuery } from '../../../core/query/superQuery.types';

/** A screen's saved queries in localStorage, with save (add or overwrite) and delete. */
export function useSavedQueries(saveCode: string) {
  const [queries, setQueries] = useState<SavedSuperQuery[]>(() => loadSavedQueries(window.localStorage, saveCode));

  const update = useCallback(
    (next: (current: SavedSuperQuery[]) => SavedSuperQuery[]) => {
      const updated = next(loadSavedQueries(window.localStorage, saveCode));
      storeSavedQueries(window.localStorage, saveCode, updated);
      setQueries(updated);
    },
    [saveCode],
  );

  return {
    queries,
    save: useCallback((query: SavedSuperQuery) => update((current) => upsertSavedQuery(current, query)), [update]),
    remove: useCallback((title: string) => update((current) => removeSavedQuery(current, title)), [update]),
  };
}
