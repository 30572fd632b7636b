import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../core/http/envelope';
import type { AppDb } from '../../db/dbTypes';
import { bodyText } from '../bodyText';
import { issueTestCode, TEST_AUTHORIZE_PATH, TEST_THIRD_TYPE } from './testCodeProvider';
import { THIRD_CALLBACK_PATH } from './thirdCallback';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The test provider's sign-in page: who you are at the "third party" (a user id and a name). */
function authorizePage(redirectUri: string, state: string): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>测试身份源授权</title><style>body{font-family:sans-serif;max-width:360px;margin:48px auto;padding:0 16px}label{display:block;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:6px}button{margin-top:16px;padding:6px 16px}</style></head><body>
<h2>测试身份源授权</h2><form method="get" action="${TEST_AUTHORIZE_PATH}/approve">${hidden('redirect_uri', redirectUri)}${hidden('state', state)}
<label for="thirdUserId">第三方用户ID</label><input id="thirdUserId" name="thirdUserId" required>
<label for="name">显示名称</label><input id="name" name="name"><button type="submit">授权</button></form></body></html>`;
}

/** Only our own callback may receive a code (no open redirect, even in test mode). */
const isOwnCallback = (uri: string) => {
  try {
    return new URL(uri).pathname.startsWith(`${THIRD_CALLBACK_PATH}/`);
  } catch {
    return false;
  }
};

/**
 * Test mode (THIRD_LOGIN_TEST=1) only: POST /api/test/identity/code `{provider, username | thirdUserId, name}`
 * issues a one-time code, and the test third-party provider's authorization page
 * (GET /api/test/identity/authorize, submitted to …/approve) issues one for the id typed in and returns to the callback.
 */
export function registerTestIdentityRoutes(app: FastifyInstance, db: AppDb): void {
  app.post('/api/test/identity/code', { config: { public: true } }, async (request) => {
    const provider = bodyText(request.body, 'provider');
    const subject = bodyText(request.body, 'thirdUserId') || bodyText(request.body, 'username');
    if (!provider || !subject) return fail('provider 和 username（或 thirdUserId）必填');
    return ok(await issueTestCode(db, provider, subject, bodyText(request.body, 'name') || subject));
  });

  app.get<{ Querystring: { redirect_uri?: string; state?: string } }>(TEST_AUTHORIZE_PATH, { config: { public: true } }, async (request, reply) => {
    const redirectUri = String(request.query.redirect_uri ?? '');
    if (!isOwnCallback(redirectUri)) return reply.code(400).send(fail('redirect_uri 无效', 400));
    return reply.type('text/html; charset=utf-8').send(authorizePage(redirectUri, String(request.query.state ?? '')));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(`${TEST_AUTHORIZE_PATH}/approve`, { config: { public: true } }, async (request, reply) => {
    const redirectUri = bodyText(request.query, 'redirect_uri');
    const thirdUserId = bodyText(request.query, 'thirdUserId').trim();
    if (!isOwnCallback(redirectUri) || !thirdUserId) return reply.code(400).send(fail('参数无效', 400));
    const code = await issueTestCode(db, `third:${TEST_THIRD_TYPE}`, thirdUserId, bodyText(request.query, 'name').trim() || thirdUserId);
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', bodyText(request.query, 'state'));
    return reply.redirect(target.toString());
  });
}
