import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { HooksByScreen, WriteContext } from '../../crud/hooks';
import { authDb, type AuthDb } from '../../auth/authDb';
import type { DB } from '../../db/dbTypes';
import { movedOrgCode, nextOrgCode, ORG_CODE_FULL_MESSAGE } from './orgCode';

export const DEPART_SCREEN_ID = 'system.depart';
export const DEPART_MESSAGES = {
  intoOwnSubtree: '不能把部门移到它自己或它的下级部门之下',
  unknownParent: '上级部门不存在',
} as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The next free code under a parent (null: a root), or a refusal. */
async function freeCode(tx: AuthDb, parentId: string | null): Promise<string | { refusal: string }> {
  let parentCode = '';
  if (parentId) {
    const parent = await tx.selectFrom('sys_depart').select('org_code').where('id', '=', parentId).executeTakeFirst();
    if (!parent) return { refusal: DEPART_MESSAGES.unknownParent };
    parentCode = parent.org_code ?? '';
  }
  const siblings = await tx.selectFrom('sys_depart').select('org_code').where('org_code', 'like', `${parentCode}%`).execute();
  return (
    nextOrgCode(
      parentCode,
      siblings.map((row) => row.org_code),
    ) ?? { refusal: ORG_CODE_FULL_MESSAGE }
  );
}

/** The ids of a department and everything below it. */
async function subtree(tx: AuthDb, id: string): Promise<Set<string>> {
  const rows = await tx.selectFrom('sys_depart').select(['id', 'parent_id']).execute();
  const ids = [id];
  for (let index = 0; index < ids.length; index += 1) ids.push(...rows.filter((row) => row.parent_id === ids[index]).map((row) => row.id));
  return new Set(ids);
}

/** Gives the moved subtree codes under the new parent, also in the users' chosen current department. */
async function moveCodes(trx: Transaction<DB>, ids: ReadonlySet<string>, oldCode: string, newCode: string): Promise<void> {
  const tx = authDb(trx);
  const rows = await tx
    .selectFrom('sys_depart')
    .select(['id', 'org_code'])
    .where('id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    if (row.org_code)
      await tx
        .updateTable('sys_depart')
        .set({ org_code: movedOrgCode(row.org_code, oldCode, newCode) })
        .where('id', '=', row.id)
        .execute();
  }
  await sql`update sys_user_current_depart set org_code = ${newCode} || substr(org_code, ${oldCode.length + 1}) where org_code like ${`${oldCode}%`}`.execute(
    trx,
  );
}

/**
 * Organisation codes are the server's (read-only in the form): a new department gets the next
 * code under its parent; moving a department (a new parent, e.g. dragged in the tree) gives it
 * and its whole subtree codes under the new parent, and is refused under its own subtree.
 * The final values are written into the record being saved.
 */
async function assignOrgCode(ctx: WriteContext): Promise<string | null> {
  const tx = authDb(ctx.trx);
  const parentId = text(ctx.record.parentId);
  if (ctx.mode === 'add') {
    const code = await freeCode(tx, parentId);
    if (typeof code !== 'string') return code.refusal;
    ctx.record.orgCode = code;
    return null;
  }
  const current = await tx.selectFrom('sys_depart').select(['parent_id', 'org_code']).where('id', '=', ctx.id).executeTakeFirstOrThrow();
  if ((current.parent_id ?? null) === parentId && current.org_code) {
    ctx.record.orgCode = current.org_code;
    return null;
  }
  const moved = await subtree(tx, ctx.id);
  if (parentId && moved.has(parentId)) return DEPART_MESSAGES.intoOwnSubtree;
  const code = await freeCode(tx, parentId);
  if (typeof code !== 'string') return code.refusal;
  if (current.org_code) await moveCodes(ctx.trx, moved, current.org_code, code);
  ctx.record.orgCode = code;
  return null;
}

export const departHooks: HooksByScreen = {
  [DEPART_SCREEN_ID]: { beforeWrite: assignOrgCode },
};
