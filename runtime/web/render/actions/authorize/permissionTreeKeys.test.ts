import { describe, expect, it } from 'vitest';
import { grantedLeafKeys, keysAbove, withAncestors, type PermissionNode } from './permissionTreeKeys';

const tree: PermissionNode[] = [
  {
    key: 'm',
    title: '系统设置',
    menuType: 0,
    children: [
      {
        key: 's',
        title: '用户管理',
        menuType: 1,
        children: [
          { key: 'b1', title: '查询', menuType: 2 },
          { key: 'b2', title: '添加', menuType: 2 },
        ],
      },
    ],
  },
];

describe('permission tree keys', () => {
  it('ticks only granted leaves, never a granted parent (which would tick all its buttons)', () => {
    expect(grantedLeafKeys(tree, ['m', 's', 'b1'])).toEqual(['b1']);
  });

  it('lists the keys of the upper levels to open', () => {
    expect(keysAbove(tree, 2)).toEqual(['m', 's']);
  });

  it('grants the ancestors of a ticked button with it', () => {
    expect(withAncestors(tree, ['b2'])).toEqual(['m', 's', 'b2']);
    expect(withAncestors(tree, [])).toEqual([]);
  });
});
