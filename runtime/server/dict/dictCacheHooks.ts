import type { HooksByScreen, ScreenHooks } from '../crud/hooks';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { DictService } from './dictService';

/** Screens whose writes change the plain dictionaries. */
export const DICT_SCREEN_IDS = ['system.dict', 'system.dictItem'] as const;

/**
 * Hooks that drop cached dictionary data once a screen's records have been saved or deleted
 * (after commit, so a concurrent reload cannot cache the old rows again): the plain dictionaries
 * after a dictionary or an item, and the table's labels (TableLabelCache) after any screen's save,
 * before it is answered — the trigger's announcement covers every other write, but on PostgreSQL it
 * arrives a moment later.
 */
export function dictCacheHooks(dicts: DictService, registry: ScreenRegistry): HooksByScreen {
  const plainDictScreens = new Set<string>(DICT_SCREEN_IDS);
  return Object.fromEntries(
    [...registry.screens.values()].map((screen): [string, ScreenHooks] => [
      screen.id,
      {
        afterCommit: async () => {
          dicts.tableChanged(screen.table);
          if (plainDictScreens.has(screen.id)) dicts.invalidate();
        },
      },
    ]),
  );
}
