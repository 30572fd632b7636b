import { describe, expect, it } from 'vitest';
import { toTree } from './toTree';

describe('toTree', () => {
  it('nests rows under their parent in server order', () => {
    const tree = toTree(
      [
        { id: 'a', parentId: '' },
        { id: 'b', parentId: 'a' },
        { id: 'c', parentId: 'a' },
        { id: 'd', parentId: 'b' },
      ],
      'parentId',
    );
    expect(tree.map((node) => node.id)).toEqual(['a']);
    expect(tree[0].children?.map((node) => node.id)).toEqual(['b', 'c']);
    expect(tree[0].children?.[0].children?.map((node) => node.id)).toEqual(['d']);
    expect(tree[0].children?.[1].children).toBeUndefined();
  });

  it('keeps rows whose parent is missing as roots', () => {
    expect(toTree([{ id: 'x', parentId: 'gone' }], 'parentId').map((node) => node.id)).toEqual(['x']);
  });
});
