import { describe, expect, it } from 'vitest';
import { projectTree, type DepartRow } from './projectTree';

const depart = (id: string, parentId: string | null, orgType: string, sortNo = 0): DepartRow => ({
  id,
  parentId,
  departName: id,
  orgType,
  orgCode: null,
  shortName: orgType === '3' ? `${id}简称` : null,
  sortNo,
});

describe('project picker tree', () => {
  const departs = [depart('co', null, '1'), depart('dept', 'co', '2', 3), depart('p2', 'dept', '3', 2), depart('p1', 'co', '3', 1), depart('other', null, '1')];

  it('keeps only the projects the user may choose and the organisations above them', () => {
    const tree = projectTree(departs, (id) => id === 'p2');
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ value: 'co', type: 'org', selectable: false });
    expect(tree[0].children[0]).toMatchObject({ value: 'dept', children: [{ value: 'p2', type: 'project', selectable: true, simple: 'p2简称' }] });
  });

  it('orders siblings by sort number', () => {
    const tree = projectTree(departs, () => true);
    expect(tree[0].children.map((node) => node.value)).toEqual(['p1', 'dept']);
  });
});
