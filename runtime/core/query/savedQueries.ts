import type { SavedSuperQuery } from './superQuery.types';

/** Prefix of the local-storage key of a screen's saved queries (widgets-spec §3). */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

/** The part of the Web Storage API the saved queries need (localStorage in the browser). */
export interface QueryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The storage key: the prefix plus the save code, or the route path when there is none. */
export function savedQueryKey(saveCode: string): string {
  return `${SAVED_QUERY_PREFIX}${saveCode}`;
}

function isSavedQuery(value: unknown): value is SavedSuperQuery {
  if (typeof value !== 'object' || value === null) return false;
  const { title, matchType, records } = value as Record<string, unknown>;
  return typeof title === 'string' && (matchType === 'and' || matchType === 'or') && Array.isArray(records);
}

/** The saved queries of a screen; a missing or damaged entry reads as none. */
export function loadSavedQueries(storage: QueryStorage, saveCode: string): SavedSuperQuery[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(savedQueryKey(saveCode)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedQuery) : [];
  } catch {
    return [];
  }
}

export function storeSavedQueries(storage: QueryStorage, saveCode: string, queries: SavedSuperQuery[]): void {
  storage.setItem(savedQueryKey(saveCode), JSON.stringify(queries));
}

/** Adds a query, or replaces the conditions of the one with the same title (after the user agreed). */
export function upsertSavedQuery(queries: SavedSuperQuery[], query: SavedSuperQuery): SavedSuperQuery[] {
  const index = queries.findIndex((saved) => saved.title === query.title);
  if (index === -1) return [...queries, query];
  return queries.map((saved, i) => (i === index ? { ...saved, matchType: query.matchType, records: query.records } : saved));
}

export function removeSavedQuery(queries: SavedSuperQuery[], title: string): SavedSuperQuery[] {
  return queries.filter((saved) => saved.title !== title);
}
