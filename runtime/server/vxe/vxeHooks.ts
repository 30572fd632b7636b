import type { FastifyBaseLogger } from 'fastify';
import { detailFields } from '../../core/screen/screenModel';
import type { HooksByScreen } from '../crud/hooks';
import { readDetailRows } from '../crud/detailRows';
import type { VxeDeps } from './vxeAccess';
import type { VxeRowUpdate } from './vxeHub';
import type { VxeRelay } from './vxeRelay';

/**
 * After a screen with detail tables is saved, each of its detail rows is broadcast to the pages
 * showing that table (socketKey = the detail table), on every server, whose user may read the saved record, and
 * they update the row in place. The save is committed by then: a failed broadcast is logged, it
 * does not turn the save into an error.
 */
export function vxeHooks(deps: VxeDeps, relay: VxeRelay, log: FastifyBaseLogger): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of deps.registry.screens.values()) {
    const details = detailFields(screen);
    if (details.length === 0) continue;
    hooks[screen.id] = {
      async afterCommit({ mode, ids, projectId }) {
        if (mode === 'delete') return;
        for (const id of ids) {
          try {
            const rowsByField = await readDetailRows(deps.db, screen, id, projectId);
            const updates: VxeRowUpdate[] = details.flatMap((detail) => (rowsByField[detail.name] ?? []).map((row) => ({ socketKey: detail.table, row })));
            await relay.send({ updates, screen: screen.id, recordId: id });
          } catch (error) {
            log.error({ err: error }, `live-table broadcast of ${screen.id} ${id} failed`);
          }
        }
      },
    };
  }
  return hooks;
}
