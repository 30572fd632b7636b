import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DictItem } from '../render/dict/dict.types';

/** Dictionary cache lifetime: 7 days (widgets-spec §9). */
export const DICT_CACHE_TTL_MS = 604_800_000;

export interface DictCacheEntry {
  items: DictItem[];
  savedAt: number;
}

interface DictState {
  /** Cache key (see dictCacheKey) → items and when they were fetched. */
  entries: Record<string, DictCacheEntry>;
  /** Counts the clears: an answer asked for before the last clear (logout) is not cached. */
  generation: number;
  setItems(key: string, items: DictItem[]): void;
  /** Stores many dictionaries at once, e.g. `sysAllDictItems` from the login answer. */
  setAll(all: Record<string, DictItem[]>): void;
  /** Forgets every dictionary, in memory and in localStorage (logout, shell-spec §4). */
  clear(): void;
}

/** The cached items of an entry, or null once it is older than the cache lifetime. */
export function freshItems(entry: DictCacheEntry | undefined, now = Date.now()): DictItem[] | null {
  return entry && now - entry.savedAt < DICT_CACHE_TTL_MS ? entry.items : null;
}

/** Plain dictionary codes contain no comma; table dictionaries (`table,text,value`) do. */
function isPlainKey(key: string): boolean {
  return !key.includes(',');
}

/**
 * Dictionary items. Plain dictionaries are kept in localStorage for 7 days; table dictionaries
 * (business rows such as teams) only in memory, as they change with the data. The shell clears
 * the store on logout, which also removes its localStorage entry.
 */
export const useDictStore = create<DictState>()(
  persist(
    (set) => ({
      entries: {},
      generation: 0,
      setItems: (key, items) => set((state) => ({ entries: { ...state.entries, [key]: { items, savedAt: Date.now() } } })),
      setAll: (all) =>
        set((state) => {
          const savedAt = Date.now();
          const added = Object.fromEntries(Object.entries(all).map(([code, items]) => [code, { items, savedAt }]));
          return { entries: { ...state.entries, ...added } };
        }),
      clear: () => {
        set((state) => ({ entries: {}, generation: state.generation + 1 }));
        useDictStore.persist.clearStorage();
      },
    }),
    {
      name: 'pro__dict_cache',
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ entries }) => ({ entries: Object.fromEntries(Object.entries(entries).filter(([key]) => isPlainKey(key))) }),
    },
  ),
);
