import { BufferAttribute, BufferGeometry, Color, DoubleSide, Group, Matrix4, Mesh, MeshLambertMaterial } from 'three';
import { IfcAPI } from 'web-ifc';
import wasmUrl from 'web-ifc/web-ifc.wasm?url';
import { IFC_CATEGORIES } from '../../../core/fieldTypes/meta/ifc-viewer';

/** What the viewer shows of a picked element. */
export interface ElementProperties {
  name: string;
  ifcType: string;
  globalId: string;
  propertySets: { name: string; values: [string, string][] }[];
}

export interface LoadedModel {
  /** One child group per element, `userData.expressId` and `userData.category` set. */
  root: Group;
  /** The categories present, in IFC_CATEGORIES order, then any other class the model has. */
  categories: string[];
  propertiesOf: (expressId: number) => Promise<ElementProperties>;
  dispose: () => void;
}

let api: Promise<IfcAPI> | null = null;

/**
 * web-ifc's WASM is a file of the build (vite's `?url`), fetched from this origin on the first
 * model; single-threaded, as the page is not cross-origin isolated.
 */
function ifcApi(): Promise<IfcAPI> {
  api ??= (async () => {
    const instance = new IfcAPI();
    await instance.Init(() => wasmUrl, true);
    return instance;
  })();
  return api;
}

/** The class name as IFC spells it (IfcWall) whatever the case web-ifc gives it in; another class as web-ifc names it. */
function categoryName(typeName: string): string {
  return IFC_CATEGORIES.find((name) => name.toUpperCase() === typeName.toUpperCase()) ?? typeName;
}

interface IfcValue {
  value?: unknown;
}
const valueText = (item: IfcValue | null | undefined): string => {
  const value = item?.value;
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
};

interface PropertyLine {
  Name?: IfcValue;
  NominalValue?: IfcValue;
  LengthValue?: IfcValue;
  AreaValue?: IfcValue;
  VolumeValue?: IfcValue;
}
interface PropertySetLine {
  Name?: IfcValue;
  HasProperties?: PropertyLine[];
  Quantities?: PropertyLine[];
}

/** Parses an IFC file and builds its meshes, coloured as the file styles them. */
export async function loadIfc(bytes: ArrayBuffer): Promise<LoadedModel> {
  const ifc = await ifcApi();
  const modelId = ifc.OpenModel(new Uint8Array(bytes), { COORDINATE_TO_ORIGIN: true });
  if (modelId < 0) throw new Error('IFC 文件无法打开');
  const root = new Group();
  const materials = new Map<string, MeshLambertMaterial>();
  const materialOf = (r: number, g: number, b: number, a: number) => {
    const key = [r, g, b, a].map((part) => part.toFixed(3)).join();
    let material = materials.get(key);
    if (!material) {
      material = new MeshLambertMaterial({ color: new Color(r, g, b), transparent: a < 1, opacity: a, side: DoubleSide, depthWrite: a >= 1 });
      materials.set(key, material);
    }
    return material;
  };
  const present = new Set<string>();
  ifc.StreamAllMeshes(modelId, (mesh) => {
    const category = categoryName(ifc.GetNameFromTypeCode(ifc.GetLineType(modelId, mesh.expressID) as number));
    present.add(category);
    const element = new Group();
    element.userData = { expressId: mesh.expressID, category };
    for (let index = 0; index < mesh.geometries.size(); index += 1) {
      const placed = mesh.geometries.get(index);
      const geometry = ifc.GetGeometry(modelId, placed.geometryExpressID);
      // Interleaved x, y, z, nx, ny, nz per vertex.
      const data = ifc.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const indices = ifc.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
      const positions = new Float32Array(data.length / 2);
      const normals = new Float32Array(data.length / 2);
      for (let vertex = 0; vertex < data.length / 6; vertex += 1) {
        positions.set(data.subarray(vertex * 6, vertex * 6 + 3), vertex * 3);
        normals.set(data.subarray(vertex * 6 + 3, vertex * 6 + 6), vertex * 3);
      }
      const buffer = new BufferGeometry();
      buffer.setAttribute('position', new BufferAttribute(positions, 3));
      buffer.setAttribute('normal', new BufferAttribute(normals, 3));
      buffer.setIndex(new BufferAttribute(new Uint32Array(indices), 1));
      const { x, y, z, w } = placed.color;
      const part = new Mesh(buffer, materialOf(x, y, z, w));
      part.applyMatrix4(new Matrix4().fromArray(placed.flatTransformation));
      element.add(part);
      geometry.delete();
    }
    root.add(element);
  });
  const known: string[] = IFC_CATEGORIES.filter((name) => present.has(name));
  const categories = [...known, ...[...present].filter((name) => !known.includes(name)).sort()];

  const propertiesOf = async (expressId: number): Promise<ElementProperties> => {
    const line = (await ifc.properties.getItemProperties(modelId, expressId)) as { Name?: IfcValue; GlobalId?: IfcValue };
    const sets = (await ifc.properties.getPropertySets(modelId, expressId, true)) as PropertySetLine[];
    return {
      name: valueText(line.Name),
      ifcType: categoryName(ifc.GetNameFromTypeCode(ifc.GetLineType(modelId, expressId) as number)),
      globalId: valueText(line.GlobalId),
      propertySets: sets.map((set) => ({
        name: valueText(set.Name),
        values: [...(set.HasProperties ?? []), ...(set.Quantities ?? [])].map((property): [string, string] => [
          valueText(property.Name),
          valueText(property.NominalValue ?? property.LengthValue ?? property.AreaValue ?? property.VolumeValue),
        ]),
      })),
    };
  };

  return {
    root,
    categories,
    propertiesOf,
    dispose: () => {
      root.traverse((object) => {
        if (object instanceof Mesh) (object.geometry as BufferGeometry).dispose();
      });
      materials.forEach((material) => material.dispose());
      ifc.CloseModel(modelId);
    },
  };
}
