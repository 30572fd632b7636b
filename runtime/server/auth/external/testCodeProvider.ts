import { createHash, randomBytes } from 'node:crypto';
import type { AppDb } from '../../db/dbTypes';
import { authDb } from '../authDb';
import type { IdentityProvider, ThirdPartyProvider } from './identityProvider';

/** Test codes live 5 minutes and work once. */
const TEST_CODE_LIFETIME_MS = 5 * 60 * 1000;

/** The third-party type of the test provider: /user/login?from=third&thirdType=test&code=… */
export const TEST_THIRD_TYPE = 'test';

/** The test provider's authorization page (test mode only). */
export const TEST_AUTHORIZE_PATH = '/api/test/identity/authorize';

function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * Issues a one-time code that `provider`'s test provider will accept for `subject`: a platform
 * username for CAS and SSO, a third-party user id (shown as `name`) for `third:test`.
 */
export async function issueTestCode(db: AppDb, provider: string, subject: string, name = subject, now = new Date()): Promise<string> {
  const code = randomBytes(16).toString('hex');
  const adb = authDb(db);
  await adb.deleteFrom('sys_external_code').where('expires_at', '<', now).execute();
  await adb
    .insertInto('sys_external_code')
    .values({ code_hash: codeHash(code), provider, username: subject, display_name: name, expires_at: new Date(now.getTime() + TEST_CODE_LIFETIME_MS) })
    .execute();
  return code;
}

/** Uses up a code issued for `provider`: its subject and name, or undefined when unknown or expired. */
async function consumeTestCode(db: AppDb, provider: string, code: string) {
  const row = await authDb(db)
    .deleteFrom('sys_external_code')
    .where('code_hash', '=', codeHash(code))
    .where('provider', '=', provider)
    .returning(['username', 'display_name', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > new Date() ? row : undefined;
}

/** The test CAS or SSO validator named `provider`: accepts only codes issued for it by issueTestCode. */
export function testCodeProvider(db: AppDb, provider: string): IdentityProvider {
  return {
    async verify(credential) {
      return (await consumeTestCode(db, provider, credential))?.username ?? null;
    },
  };
}

/** The test third-party provider (`third:test` codes): its authorization page asks for the third-party user id. */
export function testThirdProvider(db: AppDb): ThirdPartyProvider {
  return {
    title: '测试身份源',
    authorizeUrl: (redirectUri, state) => `${TEST_AUTHORIZE_PATH}?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
    async verify(code) {
      const row = await consumeTestCode(db, `third:${TEST_THIRD_TYPE}`, code);
      return row ? { thirdUserId: row.username, name: row.display_name ?? row.username } : null;
    },
  };
}
