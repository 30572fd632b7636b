import type { Kysely } from 'kysely';
import type { UserDepart } from '../auth/userDeparts';
import type { AppDb, DB } from '../db/dbTypes';

type CurrentDepartTables = { sys_user_current_depart: { user_id: string; org_code: string; updated_at: Date } };

function currentDepartDb(db: AppDb): Kysely<DB & CurrentDepartTables> {
  return db.withTables<CurrentDepartTables>();
}

/** Creates the table of each user's chosen department (切换部门) when missing; safe on every start. */
export async function createCurrentDepartTable(db: AppDb): Promise<void> {
  await db.schema
    .createTable('sys_user_current_depart')
    .ifNotExists()
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('org_code', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Stores the department a user works in now. */
export async function saveCurrentDepart(db: AppDb, userId: string, orgCode: string, now = new Date()): Promise<void> {
  await currentDepartDb(db)
    .insertInto('sys_user_current_depart')
    .values({ user_id: userId, org_code: orgCode, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ org_code: orgCode, updated_at: now }))
    .execute();
}

/** The org code of the user's current department: the stored choice while still a member, else the first department. */
export async function currentOrgCode(db: AppDb, userId: string, departs: readonly UserDepart[]): Promise<string> {
  const chosen = await currentDepartDb(db).selectFrom('sys_user_current_depart').select('org_code').where('user_id', '=', userId).executeTakeFirst();
  const member = chosen && departs.some((depart) => depart.orgCode === chosen.org_code);
  return member ? chosen.org_code : (departs[0]?.orgCode ?? '');
}
