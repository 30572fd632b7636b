import { IFCCOLUMN, IFCDOOR, IFCOPENINGELEMENT, IFCSLAB, IFCWALL, IFCWINDOW, IfcAPI } from 'web-ifc';
import { describe, expect, it } from 'vitest';
import { demoIfcModel } from './ifcModel';

describe('the demo IFC model', () => {
  it('opens in web-ifc as IFC4 with its walls, openings, door, windows, slabs and columns, each drawn, with Chinese names and property sets', async () => {
    const api = new IfcAPI();
    await api.Init();
    const model = api.OpenModel(new TextEncoder().encode(demoIfcModel('项目部办公楼')));
    expect(api.GetModelSchema(model)).toBe('IFC4');
    const count = (type: number) => api.GetLineIDsWithType(model, type).size();
    expect([IFCWALL, IFCOPENINGELEMENT, IFCDOOR, IFCWINDOW, IFCSLAB, IFCCOLUMN].map(count)).toEqual([4, 6, 1, 5, 2, 6]);
    let meshes = 0;
    api.StreamAllMeshes(model, () => (meshes += 1));
    expect(meshes).toBe(18);
    const wall = api.GetLineIDsWithType(model, IFCWALL).get(0);
    expect((await api.properties.getItemProperties(model, wall)).Name.value).toBe('南外墙');
    const sets = (await api.properties.getPropertySets(model, wall, true)) as { Name: { value: string } }[];
    expect(sets.map((set) => set.Name.value)).toEqual(['Pset_WallCommon', '材料信息']);
    api.CloseModel(model);
  });
});
