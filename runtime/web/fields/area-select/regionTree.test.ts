import { describe, expect, it } from 'vitest';
import { loadRegions } from './loadRegions';
import { regionPath, regionText, toRegionTree } from './regionTree';

describe('region tree', () => {
  it('writes province and city codes with six digits', () => {
    const tree = toRegionTree([{ code: '11', name: '北京市', children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }] }]);
    expect(tree[0]).toMatchObject({ value: '110000', label: '北京市' });
    expect(tree[0].children?.[0].children?.[0]).toEqual({ value: '110101', label: '东城区' });
  });

  it('finds the province, city and district of a stored code in the shipped data', async () => {
    const tree = await loadRegions();
    expect(regionPath(tree, '320382').map((node) => node.label)).toEqual(['江苏省', '徐州市', '邳州市']);
    expect(regionText(tree, '320382')).toBe('江苏省/徐州市/邳州市');
  });

  it('shows anything that is not a known place as it is', async () => {
    const tree = await loadRegions();
    expect(regionPath(tree, '999999')).toEqual([]);
    expect(regionText(tree, '河南省')).toBe('河南省');
  });
});
