import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FieldSchema, ScreenFile, SchemaMigration } from '../../runtime/core/screen/screen.types';
import { dryRunMigration } from '../../tools/migrate/dryRun';
import { backends } from './harness';
import { schemaChangeDatabase } from './schemaChangeHarness';

type Columns = Record<string, FieldSchema>;

const COLUMNS_1: Columns = {
  materialName: { type: 'string', title: '材料名称' },
  spec: { type: 'string', title: '规格型号' },
  planQty: { type: 'string', title: '计划数量' },
  remark: { type: 'string', title: '备注' },
};

/** A plan screen whose detail table `items` (rows in lab_plan_item) has the given columns and declarations. */
function planScreen(columns: Columns, migrations?: SchemaMigration[]): ScreenFile {
  return {
    id: 'lab.plan',
    title: '材料计划',
    table: 'lab_plan',
    scope: 'tenant',
    api: '/lab/plan',
    permission: 'lab:plan',
    entity: {
      type: 'object',
      properties: {
        planName: { type: 'string', title: '计划名称' },
        items: {
          type: 'array',
          title: '材料明细',
          'x-detail': { table: 'lab_plan_item', foreignKey: 'planId', ...(migrations ? { migrations } : {}) },
          items: { type: 'object', properties: columns },
        },
      },
    },
    list: { columns: ['planName'] },
  };
}

describe.each(backends())('schema changes of detail tables on %s', (backend) => {
  const database = schemaChangeDatabase(backend, 'plan.json');
  const { log, migrate } = database;
  const columns = () => database.columns('lab_plan_item');

  async function rows(...names: string[]): Promise<Record<string, unknown>[]> {
    const result = await sql<Record<string, unknown>>`select * from lab_plan_item order by order_num`.execute(database.db);
    return result.rows.map((row) => Object.fromEntries(names.map((name) => [name, row[name]])));
  }

  beforeAll(async () => {
    await database.open();
    await migrate(planScreen(COLUMNS_1));
    await sql`insert into lab_plan (id, plan_name) values ('p1', '三月计划')`.execute(database.db);
    await sql`insert into lab_plan_item (id, plan_id, order_num, material_name, spec, plan_qty, remark)
      values ('i1', 'p1', 1, '螺纹钢', 'HRB400 Φ16', '12.5', '加急'), ('i2', 'p1', 2, '水泥', 'P.O 42.5', '300', null)`.execute(database.db);
  }, 300_000);

  afterAll(() => database.close());

  it('refuses to remove a detail column with data, saying where in the master file to declare it, and changes nothing', async () => {
    const { spec: _spec, ...withoutSpec } = COLUMNS_1;
    await expect(migrate(planScreen({ ...withoutSpec, specification: COLUMNS_1.spec }))).rejects.toThrow(
      '表 lab_plan_item 的列 spec（字段 spec）有 2 行数据，但 schemas/lab/plan.json 中已没有该字段，为保护数据拒绝变更。\n' +
        '  如果是改名，请在 schemas/lab/plan.json 字段 items 的 "x-detail" 中加入 "migrations": [{"field":"新字段名","renamedFrom":"spec"}]；\n' +
        '  如果确定删除该列及其数据，请在字段 items 的 "x-detail" 中加入 "migrations": [{"drop":{"field":"spec","confirm":true}}]。',
    );
    expect(await columns()).toHaveProperty('spec');
    expect(await columns()).not.toHaveProperty('specification');
  });

  it('renames a detail column declared in x-detail.migrations and keeps its data', async () => {
    const { spec: _spec, ...rest } = COLUMNS_1;
    const renamed = planScreen({ ...rest, specification: COLUMNS_1.spec }, [{ field: 'specification', renamedFrom: 'spec' }]);
    await migrate(renamed);
    expect(await rows('material_name', 'specification', 'spec')).toEqual([
      { material_name: '螺纹钢', specification: 'HRB400 Φ16', spec: undefined },
      { material_name: '水泥', specification: 'P.O 42.5', spec: undefined },
    ]);
    await migrate(renamed);
    expect(log).toContain('renamed column lab_plan_item.spec to specification');
  });

  it('refuses to retype a detail column with data until a cast is declared, then converts the data', async () => {
    const { spec: _spec, ...rest } = COLUMNS_1;
    const numeric: Columns = { ...rest, specification: COLUMNS_1.spec, planQty: { type: 'number', title: '计划数量' } };
    await expect(migrate(planScreen(numeric))).rejects.toThrow(
      '表 lab_plan_item 的列 plan_qty（字段 planQty）有 2 行数据，列类型为 text，schemas/lab/plan.json 中的字段类型需要 numeric，为保护数据拒绝变更。\n' +
        '  如果确定转换已有数据，请在 schemas/lab/plan.json 字段 items 的 "x-detail" 中加入 "migrations": [{"cast":{"field":"planQty","to":"numeric"}}]',
    );
    expect((await columns()).plan_qty).toBe('text');
    await migrate(planScreen(numeric, [{ cast: { field: 'planQty', to: 'numeric' } }]));
    expect((await columns()).plan_qty).toBe('numeric');
    expect((await rows('plan_qty')).map((row) => Number(row.plan_qty))).toEqual([12.5, 300]);
  });

  it('drops a removed detail column only when the drop is confirmed, keeping the other columns and rows', async () => {
    const { spec: _spec, remark: _remark, ...rest } = COLUMNS_1;
    const columnsNow: Columns = { ...rest, specification: COLUMNS_1.spec, planQty: { type: 'number', title: '计划数量' } };
    await expect(migrate(planScreen(columnsNow))).rejects.toThrow('表 lab_plan_item 的列 remark（字段 remark）有 1 行数据');
    expect(await columns()).toHaveProperty('remark');
    await migrate(planScreen(columnsNow, [{ drop: { field: 'remark', confirm: true } }]));
    expect(await columns()).not.toHaveProperty('remark');
    expect(await rows('plan_id', 'material_name', 'specification')).toEqual([
      { plan_id: 'p1', material_name: '螺纹钢', specification: 'HRB400 Φ16' },
      { plan_id: 'p1', material_name: '水泥', specification: 'P.O 42.5' },
    ]);
  });

  it('prints the SQL of a detail table change in a dry run without executing it', async () => {
    const next = planScreen(
      {
        materialName: COLUMNS_1.materialName,
        model: COLUMNS_1.spec,
        planQty: { type: 'number', title: '计划数量' },
        needDate: { type: 'string', format: 'date', title: '需用日期' },
      },
      [{ field: 'model', renamedFrom: 'specification' }],
    );
    expect(await dryRunMigration(database.db, database.registryOf(next))).toEqual([
      'alter table "lab_plan_item" rename column "specification" to "model"',
      'alter table "lab_plan_item" add column "need_date" date',
    ]);
    expect(await columns()).toHaveProperty('specification');
    expect(await columns()).not.toHaveProperty('need_date');
  });
});
