import { describe, expect, it } from 'vitest';
import { hasPermission } from './hasPermission';
import { hiddenByPrefix } from './hiddenByPrefix';
import type { PermissionContext } from './permission.types';

const clerk: PermissionContext = {
  isAdmin: false,
  auth: [
    { action: 'labour:worker:add', type: '1' },
    { action: 'labour:worker:edit,labour:worker:delete', type: '1' },
    { action: 'labour:worker:exportXls', type: '2' },
    { action: 'labour:worker:col:idCode', type: '1' },
  ],
  allAuth: [
    { action: 'labour:worker:add', status: '1', type: '1' },
    { action: 'labour:worker:edit', status: '1', type: '1' },
    { action: 'labour:worker:delete', status: '0', type: '1' },
    { action: 'labour:worker:col:idCode', status: '1', type: '1' },
    { action: 'labour:worker:col:phone', status: '1', type: '1' },
    { action: 'labour:worker:col:salary', status: '0', type: '1' },
  ],
};

describe('hasPermission', () => {
  it('grants an action the user holds', () => {
    expect(hasPermission('labour:worker:add', clerk)).toBe(true);
  });

  it('reads comma-separated entries of the user list as several actions', () => {
    expect(hasPermission('labour:worker:edit', clerk)).toBe(true);
  });

  it('hides an action configured nowhere', () => {
    expect(hasPermission('labour:team:add', clerk)).toBe(false);
  });

  it('denies an action switched off in allAuth even when the user holds it', () => {
    expect(hasPermission('labour:worker:delete', clerk)).toBe(false);
  });

  it('ignores data permissions (type 2) when checking buttons', () => {
    expect(hasPermission('labour:worker:exportXls', clerk)).toBe(false);
  });

  it('accepts a comma-separated requirement when one code is granted', () => {
    expect(hasPermission('labour:team:add, labour:worker:add', clerk)).toBe(true);
  });

  it('denies everything to a user with an empty list', () => {
    expect(hasPermission('labour:worker:add', { isAdmin: false, auth: [], allAuth: [] })).toBe(false);
  });

  it('lets the administrator do anything', () => {
    expect(hasPermission('anything:at:all', { isAdmin: true, auth: [], allAuth: [] })).toBe(true);
  });
});

describe('hiddenByPrefix', () => {
  it('returns enabled suffixes under the prefix that the user lacks', () => {
    expect(hiddenByPrefix('labour:worker:col:', clerk)).toEqual(['phone']);
  });

  it('hides nothing from the administrator', () => {
    expect(hiddenByPrefix('labour:worker:col:', { ...clerk, isAdmin: true })).toEqual([]);
  });
});
