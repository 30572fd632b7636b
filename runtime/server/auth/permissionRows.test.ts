import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../core/screen/catalogue.types';
import { SCREEN_ACTIONS, type ScreenFile } from '../../core/screen/screen.types';
import { permissionRows } from './permissionRows';

const screens = new Map<string, ScreenFile>([
  ['s.dict', { id: 's.dict', permission: 's:dict', details: [{ screen: 's.item', foreignKey: 'dictId', title: '项' }] } as ScreenFile],
  ['s.item', { id: 's.item', permission: 's:item' } as ScreenFile],
]);
const catalogue: Catalogue = {
  modules: [
    {
      key: 's',
      title: '系统',
      target: '/s/dict',
      groups: [{ key: 'd', title: '数据', screens: [{ id: 's.dict', title: '字典', path: '/s/dict', schema: 'x.json' }] }],
    },
  ],
};

describe('permission rows of the catalogue', () => {
  const rows = permissionRows(catalogue, screens);

  it('makes a module, a group, a screen and one button per action with stable ids', () => {
    expect(rows.filter((row) => row.menu_type === 0).map((row) => row.name)).toEqual(['系统']);
    expect(rows.filter((row) => row.menu_type === 1).map((row) => row.name)).toEqual(['数据', '字典']);
    expect(rows.filter((row) => row.perms?.startsWith('s:dict:')).map((row) => row.perms)).toEqual(SCREEN_ACTIONS.map((action) => `s:dict:${action}`));
    expect(permissionRows(catalogue, screens).map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('gives a detail screen with its own prefix buttons under the screen that opens it', () => {
    const screenRow = rows.find((row) => row.component === 'screen/s.dict');
    const itemButtons = rows.filter((row) => row.perms?.startsWith('s:item:'));
    expect(itemButtons).toHaveLength(SCREEN_ACTIONS.length);
    expect(itemButtons.every((row) => row.parent_id === screenRow?.id && row.menu_type === 2)).toBe(true);
  });
});
