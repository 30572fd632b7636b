import { detailFields } from '../../core/screen/screenModel';
import type { HooksByScreen } from '../crud/hooks';
import { readDetailRows } from '../crud/detailRows';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { VxeHub } from './vxeHub';

/** The sender of server-side updates: no page, so every page receives them. */
const SERVER_CASE_ID = 'server';

/**
 * After a screen with detail tables is saved, each of its detail rows is broadcast to the pages
 * showing that table (socketKey = the detail table), which update the row in place.
 */
export function vxeHooks(db: AppDb, registry: ScreenRegistry, hub: VxeHub): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of registry.screens.values()) {
    const details = detailFields(screen);
    if (details.length === 0) continue;
    hooks[screen.id] = {
      async afterCommit({ mode, ids }) {
        if (mode === 'delete') return;
        for (const id of ids) {
          const rowsByField = await readDetailRows(db, screen, id);
          for (const detail of details) {
            for (const row of rowsByField[detail.name] ?? []) hub.broadcast({ socketKey: detail.table, row, caseId: SERVER_CASE_ID });
          }
        }
      },
    };
  }
  return hooks;
}
