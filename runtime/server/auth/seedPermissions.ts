import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { authDb, type AuthDb, type AuthTables } from './authDb';
import { permissionRows, type PermissionRow } from './permissionRows';
import { mergeSeedRow } from './seedMerge';

type StoredRow = AuthTables['sys_permission'];

/** Removes rows whose parent is gone (an administrator's buttons under a screen that left), with their grants. */
async function removeOrphans(trx: AuthDb): Promise<void> {
  const rows = await trx.selectFrom('sys_permission').select(['id', 'parent_id']).execute();
  const kept = new Set(rows.map((row) => row.id));
  const orphans: string[] = [];
  // Repeat until stable: removing a row orphans its children in turn.
  for (let changed = true; changed;) {
    changed = false;
    for (const row of rows) {
      if (kept.has(row.id) && row.parent_id !== null && !kept.has(row.parent_id)) {
        kept.delete(row.id);
        orphans.push(row.id);
        changed = true;
      }
    }
  }
  if (orphans.length === 0) return;
  await trx.deleteFrom('sys_role_permission').where('permission_id', 'in', orphans).execute();
  await trx.deleteFrom('sys_permission').where('id', 'in', orphans).execute();
}

/**
 * Brings sys_permission in line with the catalogue on every start. New catalogue rows are added;
 * existing ones follow the catalogue in their structure (parent, path, component, type, code)
 * while what an administrator edits in 菜单管理 (name, order, icon, hidden, route, always-show,
 * status) is kept unless the catalogue itself changed that value since the last seed. Catalogue
 * rows of screens that left the catalogue are removed with their grants and the rows an
 * administrator added under them; rows an administrator added elsewhere stay.
 */
export async function seedPermissions(db: AppDb, registry: ScreenRegistry): Promise<void> {
  const rows: PermissionRow[] = permissionRows(registry.catalogue, registry.screens, registry.dashboards);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) throw new Error('screens.json has no modules: there is nothing to sign in to');
  await authDb(db)
    .transaction()
    .execute(async (trx) => {
      const stored = await trx.selectFrom('sys_permission').selectAll().where('id', 'in', ids).execute();
      const byId = new Map<string, StoredRow>(stored.map((row) => [row.id, row]));
      const merged = rows.map((row) => mergeSeedRow(row, byId.get(row.id)));
      for (let start = 0; start < merged.length; start += 500) {
        await trx
          .insertInto('sys_permission')
          // New rows start enabled and opening inside the app; existing rows keep both (not updated below).
          .values(merged.slice(start, start + 500).map((row) => ({ ...row, status: '1', internal_or_external: false })))
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              parent_id: eb.ref('excluded.parent_id'),
              name: eb.ref('excluded.name'),
              url: eb.ref('excluded.url'),
              component: eb.ref('excluded.component'),
              menu_type: eb.ref('excluded.menu_type'),
              perms: eb.ref('excluded.perms'),
              sort_no: eb.ref('excluded.sort_no'),
              icon: eb.ref('excluded.icon'),
              hidden: eb.ref('excluded.hidden'),
              catalogue_hidden: eb.ref('excluded.catalogue_hidden'),
              catalogue_values: eb.ref('excluded.catalogue_values'),
              route: eb.ref('excluded.route'),
              always_show: eb.ref('excluded.always_show'),
              seeded: eb.ref('excluded.seeded'),
            })),
          )
          .execute();
      }
      const gone = trx.selectFrom('sys_permission').select('id').where('seeded', '=', true).where('id', 'not in', ids);
      await trx.deleteFrom('sys_role_permission').where('permission_id', 'in', gone).execute();
      await trx.deleteFrom('sys_permission').where('seeded', '=', true).where('id', 'not in', ids).execute();
      await removeOrphans(trx);
    });
}
