import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../core/http/envelope';
import { authDb } from '../authDb';
import { requestToken } from '../authHook';
import { bodyText } from '../bodyText';
import { attemptLogin } from '../loginAttempt';
import { requireAuth } from '../requireAuth';
import type { SignInDeps } from '../signInUser';
import { issueToken, revokeToken } from '../tokens';

export interface MaterialProject {
  id: string;
  name: string;
  shortName: string | null;
}

/** The projects of a user, by name (the material user works within one of them). */
async function projectsOf(deps: SignInDeps, projectIds: ReadonlySet<string>): Promise<MaterialProject[]> {
  if (projectIds.size === 0) return [];
  const rows = await authDb(deps.db)
    .selectFrom('sys_depart')
    .select(['id', 'depart_name', 'short_name'])
    .where('id', 'in', [...projectIds])
    .orderBy('sort_no')
    .orderBy('depart_name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.depart_name, shortName: row.short_name }));
}

/**
 * The material sub-system's own session (shell-spec §6: separate tokens): POST /api/material/login
 * (password with the same captcha and lockout rules as the platform) issues a `material` token,
 * which only routes declaring `config.material` accept; GET /api/material/getPersonPermissionByToken
 * answers who that is, their projects and permissions; POST /api/worker/logout revokes it.
 */
export function registerMaterialRoutes(app: FastifyInstance, deps: SignInDeps): void {
  const { db } = deps;
  app.post('/api/material/login', { config: { public: true, signInLimit: 'password' } }, async (request) => {
    const body = request.body;
    const outcome = await attemptLogin(
      db,
      {
        username: bodyText(body, 'username').trim(),
        password: bodyText(body, 'password'),
        captcha: bodyText(body, 'captcha').trim(),
        checkKey: bodyText(body, 'checkKey'),
        ip: request.ip,
      },
      deps.loginPolicy,
    );
    if (!outcome.ok) return { ...fail(outcome.message), result: { captchaRequired: outcome.captchaRequired } };
    const token = await issueToken(db, outcome.userId, { kind: 'material', ip: request.ip });
    const user = await authDb(db).selectFrom('sys_user').select(['id', 'username', 'realname']).where('id', '=', outcome.userId).executeTakeFirstOrThrow();
    return ok({ token, userInfo: user }, '登录成功');
  });

  app.get('/api/material/getPersonPermissionByToken', { config: { material: true } }, async (request) => {
    const auth = requireAuth(request);
    return ok({
      userInfo: { id: auth.userId, username: auth.username, realname: auth.realname },
      projectId: auth.projectId,
      projects: await projectsOf(deps, auth.projectIds),
      permissions: [...auth.permissions].sort(),
      // The administrator holds every permission without a list of them.
      isAdmin: auth.isAdmin,
    });
  });

  // Public like /sys/logout: the client signs out whatever state its token is in.
  app.post('/api/worker/logout', { config: { public: true } }, async (request) => {
    const token = requestToken(request);
    if (token) await revokeToken(db, token, 'material');
    return ok(null, '退出登录成功！');
  });
}
