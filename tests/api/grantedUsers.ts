import { permissionId } from '../../runtime/server/auth/permissionId';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import type { TestApp } from './harness';

export interface GrantedUser {
  /** Permission codes (`<prefix>:<action>`) the user's own role is granted; none: a user without a role. */
  permissions?: string[];
  /** Ids of the projects (departments) the user belongs to. */
  projects?: string[];
}

export interface TestAccount {
  token: string;
  /** The user's own role (null for a user without a role), to grant it something else later. */
  roleId: string | null;
}

async function expectSuccess(answer: Promise<{ body: { success: boolean; message: string } }>, what: string): Promise<void> {
  const { body } = await answer;
  if (!body.success) throw new Error(`${what} refused: ${body.message}`);
}

/** Makes a role hold `permissions` instead of `previous`, through the role screen's 授权. */
export async function grantRole(t: TestApp, adminToken: string, roleId: string, permissions: string[], previous: string[] = []): Promise<void> {
  const ids = (codes: string[]) => codes.map((code) => permissionId('button', code)).join(',');
  const grant = { roleId, permissionIds: ids(permissions), lastpermissionIds: ids(previous) };
  await expectSuccess(t.post('/api/sys/permission/saveRolePermission', grant, { token: adminToken }), `Grant of ${permissions.join(',')}`);
}

/**
 * A new account made through the administrator's own screens, holding exactly `permissions`
 * (through a role of its own) and belonging to `projects`, signed in. Tests that check
 * permissions use these rather than the demo accounts, whose roles may change.
 */
export async function grantedUser(
  t: TestApp,
  adminToken: string,
  username: string,
  { permissions = [], projects = [] }: GrantedUser = {},
): Promise<TestAccount> {
  let roleId: string | null = null;
  if (permissions.length > 0) {
    const role = await t.post<{ id: string }>(
      '/api/sys/role/add',
      { roleName: `${username}角色`, roleCode: `${username}_role`, roleType: '1' },
      { token: adminToken },
    );
    if (!role.body.success) throw new Error(`Role of ${username} refused: ${role.body.message}`);
    roleId = role.body.result.id;
    await grantRole(t, adminToken, roleId, permissions);
  }
  const user = { username, realname: `测试${username}`, password: TEST_ADMIN_PASSWORD, roleIds: roleId ?? '', departIds: projects.join(',') };
  await expectSuccess(t.post('/api/sys/user/add', user, { token: adminToken }), `User ${username}`);
  return { token: await t.login(username), roleId };
}

/**
 * A user whose role holds one permission at a time: the answer makes the role hold exactly the
 * permission it is given (creating and signing the user in on the first call) and answers the
 * token. Re-granting is far cheaper than a new account, whose password is hashed and checked.
 */
export function oneGrantUser(t: TestApp, adminToken: string, username: string, projects: string[]): (permission: string) => Promise<string> {
  let account: TestAccount | null = null;
  let held = '';
  return async (permission) => {
    if (!account) account = await grantedUser(t, adminToken, username, { permissions: [permission], projects });
    else if (held !== permission) await grantRole(t, adminToken, account.roleId!, [permission], [held]);
    held = permission;
    return account.token;
  };
}
