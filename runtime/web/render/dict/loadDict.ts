import type { Envelope } from '../../../core/http/envelope';
import { http } from '../../http/client';
import { freshItems, useDictStore } from '../../stores/dictStore';
import { useProjectStore } from '../../stores/projectStore';
import type { DictItem } from './dict.types';
import { EMPTY_DICT_CODE_MESSAGE } from './dictMessages';
import { dictCacheKey, isTableDict } from './dictCacheKey';
import { toDictItems } from './toDictItems';

/** The GET call loadDict uses; tests pass a fake. */
export type DictFetcher = (url: string) => Promise<Envelope<unknown>>;

const pending = new Map<string, Promise<DictItem[]>>();

/**
 * Items of a dictionary from `GET /sys/dict/getDictItems/{code}`, one request per code however
 * many fields ask at once. Plain dictionaries come from the 7-day cache when they can; table
 * dictionaries are always asked for (within the current project), since their rows change.
 * Rejects with the server's message on failure and with `字典Code不能为空!` for an empty code.
 */
export function loadDict(code: string, fetcher: DictFetcher = (url) => http.get<unknown>(url)): Promise<DictItem[]> {
  if (!code.trim()) return Promise.reject(new Error(EMPTY_DICT_CODE_MESSAGE));
  const key = dictCacheKey(code, useProjectStore.getState().projectId);
  const cached = isTableDict(code) ? null : freshItems(useDictStore.getState().entries[key]);
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const generation = useDictStore.getState().generation;
  const request = fetcher(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)
    .then((envelope) => {
      if (!envelope.success) throw new Error(envelope.message);
      const items = toDictItems(envelope.result);
      // An answer that arrives after a logout belongs to the session that ended: not cached.
      if (useDictStore.getState().generation === generation) useDictStore.getState().setItems(key, items);
      return items;
    })
    .finally(() => pending.delete(key));
  pending.set(key, request);
  return request;
}
