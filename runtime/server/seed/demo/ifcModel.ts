/**
 * The demo's BIM model: a one-storey site office (four walls with a door and windows cut into them,
 * a ground slab, a roof slab and columns at the corners) written as IFC4 STEP text by hand, so the
 * seed needs no modelling tool. Every element carries a property set the viewer shows on selection.
 */

type Vec = readonly [number, number, number];

/** IFC GlobalId characters (the IFC variant of base64). */
const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A stable 22-character GlobalId for the n-th rooted entity (the same model every seed). */
function globalId(n: number): string {
  let state = (n * 2654435761) >>> 0;
  let id = GUID_CHARS[n % 4];
  for (let index = 1; index < 22; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    id += GUID_CHARS[(state >>> 16) % 64];
  }
  return id;
}

const real = (value: number): string => (Number.isInteger(value) ? `${value}.` : String(value));
/** An IFC string: STEP escapes a quote by doubling it and non-ASCII text as \X2\…\X0\ (UTF-16 hex). */
function text(value: string): string {
  const escaped = [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char === "'") return "''";
      if (char === '\\') return '\\\\';
      return code < 128 ? char : `\\X2\\${code.toString(16).toUpperCase().padStart(4, '0')}\\X0\\`;
    })
    .join('');
  return `'${escaped}'`;
}

interface Opening {
  /** Kind of the filling element. */
  kind: 'door' | 'window';
  name: string;
  /** Distance along the wall from its start, sill height, width and height (metres). */
  at: number;
  sill: number;
  width: number;
  height: number;
}

interface WallPlan {
  name: string;
  start: Vec;
  /** Unit direction along the wall in plan. */
  direction: Vec;
  length: number;
  openings: readonly Opening[];
}

const WIDTH = 12;
const DEPTH = 8;
const HEIGHT = 3.3;
const WALL = 0.24;
const SLAB = 0.2;
const COLUMN = 0.4;

const WALLS: readonly WallPlan[] = [
  {
    name: '南外墙',
    start: [0, 0, 0],
    direction: [1, 0, 0],
    length: WIDTH,
    openings: [
      { kind: 'window', name: '南窗-1', at: 1.5, sill: 0.9, width: 1.8, height: 1.5 },
      { kind: 'door', name: '入口门', at: 5.1, sill: 0, width: 1.2, height: 2.4 },
      { kind: 'window', name: '南窗-2', at: 8.7, sill: 0.9, width: 1.8, height: 1.5 },
    ],
  },
  {
    name: '北外墙',
    start: [0, DEPTH, 0],
    direction: [1, 0, 0],
    length: WIDTH,
    openings: [
      { kind: 'window', name: '北窗-1', at: 2.4, sill: 0.9, width: 1.5, height: 1.5 },
      { kind: 'window', name: '北窗-2', at: 8.1, sill: 0.9, width: 1.5, height: 1.5 },
    ],
  },
  {
    name: '西外墙',
    start: [0, 0, 0],
    direction: [0, 1, 0],
    length: DEPTH,
    openings: [{ kind: 'window', name: '西窗', at: 3.2, sill: 0.9, width: 1.6, height: 1.5 }],
  },
  { name: '东外墙', start: [WIDTH, 0, 0], direction: [0, 1, 0], length: DEPTH, openings: [] },
];

/** Writes the STEP lines; `add` returns the reference of the entity it wrote. */
class StepWriter {
  private readonly lines: string[] = [];
  private rooted = 0;

  add(entity: string): string {
    this.lines.push(`#${this.lines.length + 1}=${entity};`);
    return `#${this.lines.length}`;
  }

  /** A rooted entity's leading GlobalId and (absent) owner history. */
  root(): string {
    this.rooted += 1;
    return `'${globalId(this.rooted)}',$`;
  }

  point(x: number, y: number, z?: number): string {
    return this.add(`IFCCARTESIANPOINT((${[x, y, ...(z === undefined ? [] : [z])].map(real).join(',')}))`);
  }

  direction([x, y, z]: Vec): string {
    return this.add(`IFCDIRECTION((${real(x)},${real(y)},${real(z)}))`);
  }

  placement(relativeTo: string | null, [x, y, z]: Vec, along: Vec = [1, 0, 0]): string {
    const axes = this.add(`IFCAXIS2PLACEMENT3D(${this.point(x, y, z)},${this.direction([0, 0, 1])},${this.direction(along)})`);
    return this.add(`IFCLOCALPLACEMENT(${relativeTo ?? '$'},${axes})`);
  }

  data(): string {
    return this.lines.join('\n');
  }
}

/** The demo model's IFC file (IFC4, metres). */
export function demoIfcModel(projectName: string): string {
  const w = new StepWriter();
  const origin = w.add(`IFCAXIS2PLACEMENT3D(${w.point(0, 0, 0)},$,$)`);
  const context = w.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${origin},$)`);
  const units = w.add(`IFCUNITASSIGNMENT((${w.add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)')}))`);
  const project = w.add(`IFCPROJECT(${w.root()},${text(projectName)},${text('数字化交付演示模型')},$,$,$,(${context}),${units})`);
  const sitePlacement = w.placement(null, [0, 0, 0]);
  const site = w.add(`IFCSITE(${w.root()},${text('项目场地')},$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlacement = w.placement(sitePlacement, [0, 0, 0]);
  const building = w.add(`IFCBUILDING(${w.root()},${text('项目部办公楼')},$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`);
  const storeyPlacement = w.placement(buildingPlacement, [0, 0, 0]);
  const storey = w.add(`IFCBUILDINGSTOREY(${w.root()},${text('1F')},$,$,${storeyPlacement},$,$,.ELEMENT.,0.)`);
  w.add(`IFCRELAGGREGATES(${w.root()},$,$,${project},(${site}))`);
  w.add(`IFCRELAGGREGATES(${w.root()},$,$,${site},(${building}))`);
  w.add(`IFCRELAGGREGATES(${w.root()},$,$,${building},(${storey}))`);

  const style = (name: string, [r, g, b]: Vec, transparency = 0) =>
    w.add(
      `IFCSURFACESTYLE(${text(name)},.BOTH.,(${w.add(`IFCSURFACESTYLESHADING(${w.add(`IFCCOLOURRGB($,${real(r)},${real(g)},${real(b)})`)},${real(transparency)})`)}))`,
    );
  const styles = {
    wall: style('墙体', [0.86, 0.84, 0.8]),
    slab: style('楼板', [0.62, 0.62, 0.64]),
    column: style('柱', [0.72, 0.7, 0.66]),
    door: style('木门', [0.55, 0.35, 0.2]),
    window: style('玻璃', [0.45, 0.7, 0.9], 0.4),
  };

  /** A box: a rectangle from (0, -depth/2) to (length, depth/2) in plan, extruded up by height. */
  const box = (length: number, depth: number, height: number, styleRef: string | null, centred = false): string => {
    const profilePlacement = w.add(`IFCAXIS2PLACEMENT2D(${w.point(centred ? 0 : length / 2, 0)},$)`);
    const profile = w.add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${profilePlacement},${real(length)},${real(depth)})`);
    const solid = w.add(`IFCEXTRUDEDAREASOLID(${profile},${w.add(`IFCAXIS2PLACEMENT3D(${w.point(0, 0, 0)},$,$)`)},${w.direction([0, 0, 1])},${real(height)})`);
    if (styleRef) w.add(`IFCSTYLEDITEM(${solid},(${styleRef}),$)`);
    const body = w.add(`IFCSHAPEREPRESENTATION(${context},'Body','SweptSolid',(${solid}))`);
    return w.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${body}))`);
  };

  const contained: string[] = [];
  const propertySet = (name: string, elements: readonly string[], properties: readonly [string, string][]) => {
    const values = properties.map(([key, value]) => w.add(`IFCPROPERTYSINGLEVALUE(${text(key)},$,${value},$)`));
    const set = w.add(`IFCPROPERTYSET(${w.root()},${text(name)},$,(${values.join(',')}))`);
    w.add(`IFCRELDEFINESBYPROPERTIES(${w.root()},$,$,(${elements.join(',')}),${set})`);
  };
  const label = (value: string) => `IFCLABEL(${text(value)})`;
  const length = (value: number) => `IFCLENGTHMEASURE(${real(value)})`;
  const yes = (value: boolean) => `IFCBOOLEAN(${value ? '.T.' : '.F.'})`;

  const walls: string[] = [];
  const doors: string[] = [];
  const windows: string[] = [];
  WALLS.forEach((plan, index) => {
    const placement = w.placement(storeyPlacement, plan.start, plan.direction);
    const wall = w.add(
      `IFCWALL(${w.root()},${text(plan.name)},$,$,${placement},${box(plan.length, WALL, HEIGHT, styles.wall)},${text(`W-${index + 1}`)},.STANDARD.)`,
    );
    walls.push(wall);
    contained.push(wall);
    for (const opening of plan.openings) {
      const cut = w.add(
        `IFCOPENINGELEMENT(${w.root()},${text(`${opening.name}洞口`)},$,$,${w.placement(placement, [opening.at, 0, opening.sill])},${box(opening.width, WALL + 0.1, opening.height, null)},$,.OPENING.)`,
      );
      w.add(`IFCRELVOIDSELEMENT(${w.root()},$,$,${wall},${cut})`);
      const fillPlacement = w.placement(placement, [opening.at, 0, opening.sill]);
      const fillShape = box(opening.width, opening.kind === 'door' ? 0.06 : 0.03, opening.height, styles[opening.kind]);
      const size = `${real(opening.height)},${real(opening.width)}`;
      const fill =
        opening.kind === 'door'
          ? w.add(`IFCDOOR(${w.root()},${text(opening.name)},$,$,${fillPlacement},${fillShape},$,${size},.DOOR.,.SINGLE_SWING_LEFT.,$)`)
          : w.add(`IFCWINDOW(${w.root()},${text(opening.name)},$,$,${fillPlacement},${fillShape},$,${size},.WINDOW.,.SINGLE_PANEL.,$)`);
      w.add(`IFCRELFILLSELEMENT(${w.root()},$,$,${cut},${fill})`);
      (opening.kind === 'door' ? doors : windows).push(fill);
      contained.push(fill);
    }
  });

  const ground = w.add(
    `IFCSLAB(${w.root()},${text('首层地面板')},$,$,${w.placement(storeyPlacement, [-0.3, DEPTH / 2, -SLAB])},${box(WIDTH + 0.6, DEPTH + 0.6, SLAB, styles.slab)},'S-1',.FLOOR.)`,
  );
  const roof = w.add(
    `IFCSLAB(${w.root()},${text('屋面板')},$,$,${w.placement(storeyPlacement, [-0.3, DEPTH / 2, HEIGHT])},${box(WIDTH + 0.6, DEPTH + 0.6, SLAB, styles.slab)},'S-2',.ROOF.)`,
  );
  contained.push(ground, roof);
  const columns = (
    [
      [0, 0],
      [WIDTH / 2, 0],
      [WIDTH, 0],
      [0, DEPTH],
      [WIDTH / 2, DEPTH],
      [WIDTH, DEPTH],
    ] as const
  ).map(([x, y], index) =>
    w.add(
      `IFCCOLUMN(${w.root()},${text(`框架柱 KZ-${index + 1}`)},$,$,${w.placement(storeyPlacement, [x, y, 0])},${box(COLUMN, COLUMN, HEIGHT, styles.column, true)},${text(`KZ-${index + 1}`)},.COLUMN.)`,
    ),
  );
  contained.push(...columns);
  w.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${w.root()},${text('1F 构件')},$,(${contained.join(',')}),${storey})`);

  propertySet('Pset_WallCommon', walls, [
    ['IsExternal', yes(true)],
    ['LoadBearing', yes(false)],
    ['FireRating', label('2h')],
  ]);
  propertySet('材料信息', walls, [
    ['材料', label('加气混凝土砌块 A5.0')],
    ['厚度', length(WALL)],
  ]);
  propertySet(
    'Pset_SlabCommon',
    [ground, roof],
    [
      ['IsExternal', yes(true)],
      ['LoadBearing', yes(true)],
    ],
  );
  propertySet('材料信息', [ground, roof, ...columns], [['混凝土强度等级', label('C30')]]);
  propertySet('Pset_ColumnCommon', columns, [
    ['LoadBearing', yes(true)],
    ['Reference', label(`${COLUMN * 1000}×${COLUMN * 1000}`)],
  ]);
  propertySet('Pset_DoorCommon', doors, [
    ['IsExternal', yes(true)],
    ['FireRating', label('乙级')],
  ]);
  propertySet('Pset_WindowCommon', windows, [
    ['IsExternal', yes(true)],
    ['ThermalTransmittance', label('2.4 W/(m²·K)')],
  ]);

  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
    "FILE_NAME('site-office.ifc','2025-01-06T00:00:00',('smart-site'),('smart-site'),'smart-site demo seed','smart-site','');",
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    w.data(),
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
