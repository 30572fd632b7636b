import type { HooksByScreen, ScreenHooks } from '../crud/hooks';
import type { DictService } from './dictService';

/** Screens whose writes change the plain dictionaries. */
export const DICT_SCREEN_IDS = ['system.dict', 'system.dictItem'] as const;

/**
 * Hooks that drop the dictionary cache once a dictionary or an item has been saved or deleted
 * (after commit, so a concurrent reload cannot cache the old rows again).
 */
export function dictCacheHooks(dicts: DictService): HooksByScreen {
  const invalidate: ScreenHooks = {
    afterCommit: async () => dicts.invalidate(),
  };
  return Object.fromEntries(DICT_SCREEN_IDS.map((id) => [id, invalidate]));
}
