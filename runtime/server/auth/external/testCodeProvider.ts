import { createHash, randomBytes } from 'node:crypto';
import type { AppDb } from '../../db/dbTypes';
import { authDb } from '../authDb';
import type { IdentityProvider } from './identityProvider';

/** Test codes live 5 minutes and work once. */
const TEST_CODE_LIFETIME_MS = 5 * 60 * 1000;

function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Issues a one-time code that `provider`'s test provider will accept for `username` (test mode only). */
export async function issueTestCode(db: AppDb, provider: string, username: string, now = new Date()): Promise<string> {
  const code = randomBytes(16).toString('hex');
  const adb = authDb(db);
  await adb.deleteFrom('sys_external_code').where('expires_at', '<', now).execute();
  await adb
    .insertInto('sys_external_code')
    .values({ code_hash: codeHash(code), provider, username, expires_at: new Date(now.getTime() + TEST_CODE_LIFETIME_MS) })
    .execute();
  return code;
}

/** The test provider named `provider`: accepts (and uses up) only codes issued for it by issueTestCode. */
export function testCodeProvider(db: AppDb, provider: string): IdentityProvider {
  return {
    async verify(credential) {
      const now = new Date();
      const row = await authDb(db)
        .deleteFrom('sys_external_code')
        .where('code_hash', '=', codeHash(credential))
        .where('provider', '=', provider)
        .returning(['username', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > now ? row.username : null;
    },
  };
}
