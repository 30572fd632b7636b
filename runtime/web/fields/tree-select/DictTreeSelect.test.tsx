import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategorySelect } from '../category-select/CategorySelect';
import { calls } from '../dictWidgets.fixture';
import { DictTreeSelect } from './DictTreeSelect';
import { mergeNodes, toSimpleTreeData } from './treeNodes';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../dictWidgets.fixture')).answerDictWidgets } }));

describe('tree and category selects', { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it('adds loaded children to the known nodes, replacing nodes loaded again', () => {
    const root = { key: 'r', value: 'r', title: '根', isLeaf: false, parentId: '' };
    const child = { key: 'c', value: 'c', title: '子', isLeaf: true, parentId: 'r' };
    const merged = mergeNodes([root], [child, { ...root, title: '根节点' }]);
    expect(merged.map((node) => node.title)).toEqual(['子', '根节点']);
    expect(toSimpleTreeData([child])).toEqual([{ id: 'c', pId: 'r', value: 'c', title: '子', isLeaf: true }]);
  });

  it('refuses a condition that is not JSON with the spec messages', () => {
    render(<DictTreeSelect dictCode="sys_depart,depart_name,id" condition="org_type=1" />);
    expect(screen.getByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).toBeTruthy();
    render(<CategorySelect condition="{bad" />);
    expect(screen.getByText('condition传值有误，需要一个json字符串!')).toBeTruthy();
  });

  it('shows a stored category by its name, asked by id', async () => {
    render(<CategorySelect value="c1" pcode="A01" />);
    expect(await screen.findByText('钢材', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(calls).toContain('/sys/category/loadDictItem/?ids=c1');
  });
});
