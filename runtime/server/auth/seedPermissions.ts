import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { authDb } from './authDb';
import { permissionRows } from './permissionRows';

/**
 * Brings sys_permission in line with the catalogue on every start: upserts each row by its stable
 * id (keeping an administrator's status switch and menu hiding) and removes rows, and their grants, for screens
 * that left the catalogue.
 */
export async function seedPermissions(db: AppDb, registry: ScreenRegistry): Promise<void> {
  const rows = permissionRows(registry.catalogue, registry.screens);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) throw new Error('screens.json has no modules: there is nothing to sign in to');
  await authDb(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('sys_permission')
        .values(rows.map((row) => ({ ...row, status: '1' })))
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
            // `hidden` is also an administrator's setting: it follows the catalogue only when the
            // catalogue's own flag changed since the last seed, else the stored value stays.
            // `route` has no administrator setting and always follows the catalogue.
            hidden: sql<boolean>`case when sys_permission.catalogue_hidden = excluded.catalogue_hidden then sys_permission.hidden else excluded.hidden end`,
            catalogue_hidden: eb.ref('excluded.catalogue_hidden'),
            route: eb.ref('excluded.route'),
            always_show: eb.ref('excluded.always_show'),
          })),
        )
        .execute();
      await trx.deleteFrom('sys_role_permission').where('permission_id', 'not in', ids).execute();
      await trx.deleteFrom('sys_permission').where('id', 'not in', ids).execute();
    });
}
