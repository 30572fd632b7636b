import type { FastifyInstance } from 'fastify';
import type { SelfProfile } from '../../core/account/account.types';
import { SELF_PROFILE_FIELDS, SELF_PROFILE_MESSAGES, selfProfileErrors, type SelfProfileChange } from '../../core/account/selfProfile';
import { ok } from '../../core/http/envelope';
import { authDb } from '../auth/authDb';
import { bodyText } from '../auth/bodyText';
import { idList } from '../auth/idList';
import { requireAuth } from '../auth/requireAuth';
import { PROJECT_ORG_TYPE } from '../auth/userAccess';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import type { UploadStore } from '../files/uploadStore';
import { ClientError } from '../sys/errorHandlers';

export const SELF_PROFILE_RESULT = { saved: '个人信息已保存', avatarSaved: '头像已更新', avatarMissing: '请先上传头像图片' } as const;
/** Longest stored avatar path (the user screen's avatar field). */
const AVATAR_MAX = 500;
/** An image the upload API stored under the avatar folder (`biz=avatar`). */
const AVATAR_PATH = /^avatar\/[^?#]+\.(png|jpe?g|gif|webp)$/i;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The editable fields of the body; everything else it holds (username, roles, departments, status) is ignored. */
function changeOf(body: unknown): SelfProfileChange {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(SELF_PROFILE_FIELDS.map((field) => [field, text(value[field]).trim()])) as unknown as SelfProfileChange;
}

async function memberships(db: AppDb, departIds: string[]) {
  if (departIds.length === 0) return [];
  const rows = await authDb(db).selectFrom('sys_depart').select(['id', 'depart_name', 'org_type']).where('id', 'in', departIds).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return departIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, name: row.depart_name, isProject: row.org_type === PROJECT_ORG_TYPE }] : [];
  });
}

async function roles(db: AppDb, roleIds: string[]) {
  if (roleIds.length === 0) return [];
  const rows = await authDb(db)
    .selectFrom('sys_role')
    .leftJoin('sys_depart', 'sys_depart.id', 'sys_role.depart_id')
    .select(['sys_role.id', 'sys_role.role_name', 'sys_role.role_code', 'sys_depart.depart_name'])
    .where('sys_role.id', 'in', roleIds)
    .orderBy('sys_role.role_name')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.role_name),
    code: String(row.role_code),
    departName: row.depart_name ? String(row.depart_name) : null,
  }));
}

/** The caller's card as 个人中心 shows it. */
async function selfProfile(db: AppDb, userId: string): Promise<SelfProfile> {
  const user = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'work_no', 'sex', 'birthday', 'phone', 'email', 'avatar', 'depart_ids', 'role_ids'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: String(user.id),
    username: text(user.username),
    realname: text(user.realname),
    workNo: text(user.work_no),
    sex: text(user.sex),
    birthday: user.birthday ? String(user.birthday).slice(0, 10) : '',
    phone: text(user.phone),
    email: text(user.email),
    avatar: text(user.avatar),
    memberships: await memberships(db, idList(user.depart_ids as string | null)),
    roles: await roles(db, idList(user.role_ids as string | null)),
  };
}

/** Whether a path names an avatar image the upload API really stored (not another user's file elsewhere, not a made-up path). */
async function isStoredAvatar(uploads: UploadStore, avatar: string): Promise<boolean> {
  return avatar.length <= AVATAR_MAX && AVATAR_PATH.test(avatar) && (await uploads.resolve(avatar)) !== null;
}

async function phoneTaken(db: AppDb, phone: string, userId: string): Promise<boolean> {
  if (!phone) return false;
  const other = await db.selectFrom('sys_user').select('id').where('phone', '=', phone).where('id', '<>', userId).where('del_flag', '=', 0).executeTakeFirst();
  return other !== undefined;
}

/**
 * 个人中心 and 个人设置 › 基本设置 / 头像, each acting on the caller only:
 * GET /api/sys/user/self/profile; POST /api/sys/user/self/profile `{realname, sex, birthday, phone, email}`
 * (the rules of the settings form; 400 with the first message and nothing changed when one fails;
 * username, roles, departments and status are not fields of this route); POST /api/sys/user/self/avatar
 * `{avatar}` (a path the upload API stored under biz=avatar).
 */
export function registerSelfProfileRoutes(app: FastifyInstance, db: AppDb, uploads: UploadStore): void {
  const signedIn = { config: { authenticated: true } };

  app.get('/api/sys/user/self/profile', signedIn, async (request) => ok(await selfProfile(db, requireAuth(request).userId)));

  app.post('/api/sys/user/self/profile', signedIn, async (request) => {
    const auth = requireAuth(request);
    const change = changeOf(request.body);
    const errors = selfProfileErrors(change);
    if (errors.length > 0) throw new ClientError(400, errors[0].message);
    if (await phoneTaken(db, change.phone, auth.userId)) throw new ClientError(409, SELF_PROFILE_MESSAGES.phoneTaken);
    await db
      .updateTable('sys_user')
      .set({ ...change, birthday: change.birthday || null, update_by: auth.username, update_time: currentTimestamp() })
      .where('id', '=', auth.userId)
      .execute();
    return ok(await selfProfile(db, auth.userId), SELF_PROFILE_RESULT.saved);
  });

  app.post('/api/sys/user/self/avatar', signedIn, async (request) => {
    const auth = requireAuth(request);
    const avatar = bodyText(request.body, 'avatar').trim();
    if (!(await isStoredAvatar(uploads, avatar))) throw new ClientError(400, SELF_PROFILE_RESULT.avatarMissing);
    await db.updateTable('sys_user').set({ avatar, update_by: auth.username, update_time: currentTimestamp() }).where('id', '=', auth.userId).execute();
    return ok({ avatar }, SELF_PROFILE_RESULT.avatarSaved);
  });
}
