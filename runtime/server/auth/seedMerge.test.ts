import { describe, expect, it } from 'vitest';
import type { AuthTables } from './authDb';
import type { PermissionRow } from './permissionRows';
import { mergeSeedRow } from './seedMerge';

const catalogueRow: PermissionRow = {
  id: 'r',
  parent_id: 'p',
  name: '用户管理',
  url: '/isystem/user',
  component: 'screen/system.user',
  menu_type: 1,
  perms: null,
  sort_no: 1,
  icon: 'UserOutlined',
  hidden: false,
  catalogue_hidden: false,
  route: true,
  always_show: false,
};
const stored = (change: Partial<AuthTables['sys_permission']>): AuthTables['sys_permission'] => ({
  ...catalogueRow,
  status: '1',
  seeded: true,
  internal_or_external: false,
  catalogue_values: JSON.stringify({ name: '用户管理', sort_no: 1, icon: 'UserOutlined', hidden: false, route: true, always_show: false }),
  ...change,
});

describe('merging a catalogue row with its stored row', () => {
  it('adds a new row as the catalogue gives it, remembering the catalogue values', () => {
    const merged = mergeSeedRow(catalogueRow, undefined);
    expect(merged).toMatchObject({ name: '用户管理', seeded: true });
    expect(JSON.parse(merged.catalogue_values ?? '')).toMatchObject({ name: '用户管理', sort_no: 1 });
  });

  it('keeps an administrator’s name, order and hiding while the catalogue says the same as before', () => {
    expect(mergeSeedRow(catalogueRow, stored({ name: '账号', sort_no: 7, hidden: true }))).toMatchObject({ name: '账号', sort_no: 7, hidden: true });
  });

  it('takes a value the catalogue changed since the last seed, and structural columns always', () => {
    const merged = mergeSeedRow({ ...catalogueRow, name: '账号管理', url: '/isystem/account' }, stored({ name: '账号', sort_no: 7 }));
    expect(merged).toMatchObject({ name: '账号管理', sort_no: 7, url: '/isystem/account' });
  });

  it('reads rows seeded before catalogue values were kept: hidden from catalogue_hidden, the rest as stored', () => {
    const legacy = stored({ catalogue_values: null, hidden: true, catalogue_hidden: false });
    expect(mergeSeedRow(catalogueRow, legacy)).toMatchObject({ hidden: true, name: '用户管理' });
  });
});
