import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Measure, WidgetData, WidgetFilter } from '../../core/dashboard/dashboard.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { DB } from '../db/dbTypes';
import { prepareWidget, widgetQuery } from './widgetQuery';
import { parseWidgetRequest } from './widgetRequest';

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const screen = {
  id: 'safety.inspection',
  title: '安全巡检',
  table: 'saf_inspection',
  scope: 'project',
  api: '/safety/inspection',
  permission: 'safety:inspection',
  entity: {
    type: 'object',
    properties: {
      areaName: { type: 'string', title: '检查区域' },
      problemGrade: { type: 'string', title: '问题级别', 'x-dict': 'problem_grade' },
      status: { type: 'string', title: '状态' },
      fine: { type: 'number', title: '罚款' },
      initiatorTime: { type: 'string', format: 'date-time', title: '发起时间' },
    },
  },
  list: { columns: ['areaName'] },
} as ScreenFile;

const compile = (data: WidgetData, period: { begin: string; end: string } | null = null) =>
  widgetQuery(db, screen, prepareWidget(screen, data), {
    visible: (eb) => eb(sql.ref('project_id'), '=', 'p1'),
    relatedVisible: [],
    outsideVisible: [],
    today: '2024-04-10',
    user: { userId: 'u-1', username: 'zhangsan' },
    period,
    dictFilters: [],
  }).compile();

describe('widget query compiler', () => {
  it('compiles measures with FILTER, a week bucket, the period and the sort into one bound statement', () => {
    const { sql: text, parameters } = compile(
      {
        screen: 'safety.inspection',
        dateField: 'initiatorTime',
        measures: [
          { op: 'count', title: '全部' },
          { op: 'sum', field: 'fine', title: '罚款', filters: [{ field: 'status', rule: 'eq', value: '3' }] },
        ],
        dimensions: [{ field: 'initiatorTime', bucket: 'week' }],
        filters: [{ field: 'status', rule: 'in', value: ['1', '2'] }],
        sort: '-0',
        limit: 5,
      },
      { begin: '2024-03-01', end: '2024-03-31' },
    );
    expect(text).toBe(
      'select to_char(date_trunc(\'week\', cast("initiator_time" as timestamp)), \'YYYY-MM-DD\') as "d0", count(*) as "m0", ' +
        'sum("fine") filter(where "status" = $1) as "m1" from "saf_inspection" ' +
        'where "project_id" = $2 and "status" in ($3, $4) and "initiator_time" >= $5 and "initiator_time" < $6 ' +
        'group by "d0" order by "m0" desc nulls last, "d0" asc nulls last limit $7',
    );
    expect(parameters).toEqual(['3', 'p1', '1', '2', '2024-03-01', '2024-04-01', 5]);
  });

  it("binds '@me' to the caller's key from the scope: the username for createBy, never the text '@me'", () => {
    const { sql: text, parameters } = compile({
      screen: 'safety.inspection',
      measures: [{ op: 'count', title: '我创建的' }],
      filters: [{ field: 'createBy', rule: 'eq', value: '@me' }],
    });
    expect(text).toContain('"create_by" = $2');
    expect(parameters).toEqual(['p1', 'zhangsan', 500]);
  });

  it('caps the rows at 2,000 and maps like, empty and not_empty to fixed operators', () => {
    const { sql: text, parameters } = compile({
      screen: 'safety.inspection',
      measures: [{ op: 'countDistinct', field: 'areaName', title: '区域数' }],
      dimensions: [{ field: 'problemGrade' }],
      filters: [
        { field: 'areaName', rule: 'like', value: '50%' },
        { field: 'status', rule: 'not_empty' },
        { field: 'fine', rule: 'empty' },
      ],
      limit: 2000,
    });
    expect(text).toContain('"area_name" ilike $2');
    expect(text).toContain('not ("status" is null or "status" = $3)');
    expect(text).toContain('"fine" is null');
    expect(text).toContain('count(distinct "area_name")');
    expect(parameters).toEqual(['p1', '%50\\%%', '', 2000]);
  });

  it('puts a filter every measure of an ungrouped widget shares into the WHERE, where an index can seek by it', () => {
    const closed: WidgetFilter = { field: 'status', rule: 'eq', value: '3' };
    const measures: Measure[] = [
      { op: 'count', title: '已关闭', filters: [closed] },
      { op: 'sum', field: 'fine', title: '罚款', filters: [closed, { field: 'areaName', rule: 'eq', value: 'A' }] },
    ];
    const { sql: text, parameters } = compile({ screen: 'safety.inspection', measures });
    expect(text).toBe(
      'select count(*) as "m0", sum("fine") filter(where "area_name" = $1) as "m1" from "saf_inspection" where "project_id" = $2 and "status" = $3 limit $4',
    );
    expect(parameters).toEqual(['A', 'p1', '3', 500]);
    // Grouped, the filter stays in each measure, so a group whose rows all fail it still shows its zeros.
    expect(compile({ screen: 'safety.inspection', measures, dimensions: [{ field: 'problemGrade' }] }).sql).toContain('count(*) filter(where "status" = $1)');
  });

  it('refuses a file filter value that does not fit its field when the dashboard loads', () => {
    expect(() =>
      prepareWidget(screen, { screen: 'safety.inspection', measures: [{ op: 'count', title: '数' }], filters: [{ field: 'fine', rule: 'gt', value: 'abc' }] }),
    ).toThrow('查询条件格式不正确：罚款');
  });
});

describe('widget query over a detail table', () => {
  const plan = {
    id: 'material.plan',
    title: '材料计划',
    table: 'mat_plan',
    scope: 'project',
    api: '/materialmgmt/plan',
    permission: 'material:plan',
    entity: {
      type: 'object',
      properties: {
        status: { type: 'string', title: '状态' },
        planDate: { type: 'string', format: 'date', title: '计划日期' },
        remark: { type: 'string', title: '备注' },
        items: {
          type: 'array',
          title: '材料明细',
          'x-detail': { table: 'mat_plan_item', foreignKey: 'planId' },
          items: {
            type: 'object',
            properties: {
              materialName: { type: 'string', title: '材料' },
              planQty: { type: 'number', title: '计划数量' },
              remark: { type: 'string', title: '备注' },
            },
          },
        },
      },
    },
    list: { columns: ['status'] },
  } as ScreenFile;

  it("reads the detail rows of the visible headers, each row's own field hiding the header's of the same name", () => {
    const data: WidgetData = {
      screen: 'material.plan',
      detail: 'items',
      measures: [{ op: 'sum', field: 'planQty', title: '计划数量' }],
      dimensions: [{ field: 'materialName' }],
      filters: [
        { field: 'status', rule: 'eq', value: '3' },
        { field: 'remark', rule: 'not_empty' },
      ],
    };
    const { sql: text, parameters } = widgetQuery(db, plan, prepareWidget(plan, data), {
      visible: (eb) => eb(sql.ref('project_id'), '=', 'p1'),
      relatedVisible: [],
      outsideVisible: [],
      today: '2024-04-10',
      user: { userId: 'u-1', username: 'zhangsan' },
      period: null,
      dictFilters: [],
    }).compile();
    expect(text).toContain('from (select "h"."status" as "status", "h"."plan_date" as "plan_date", "r"."remark" as "remark", "h"."id" as "id"');
    expect(text).toContain('"r"."material_name" as "material_name", "r"."plan_qty" as "plan_qty" from "mat_plan_item" as "r"');
    expect(text).toContain('inner join (select * from "mat_plan" where "project_id" = $1) as "h" on "h"."id" = "r"."plan_id") as "w"');
    expect(text).toContain('where ("status" = $2 and not ("remark" is null or "remark" = $3))');
    expect(parameters).toEqual(['p1', '3', '', 500]);
  });

  it('refuses a detail the screen does not have', () => {
    expect(() => prepareWidget(plan, { screen: 'material.plan', detail: 'rows', measures: [{ op: 'count', title: '数' }] })).toThrow(
      "'rows' is not a detail field of screen 'material.plan'",
    );
  });
});

describe('widget request', () => {
  const dashboard = {
    id: 'safety.home',
    title: '安全首页',
    permission: 'safety:home',
    widgets: [],
    filters: { dicts: [{ key: 'grade', title: '级别', dict: 'problem_grade' }] },
  };

  it('takes the period and the declared dictionary keys only', () => {
    expect(parseWidgetRequest(dashboard, { periodBegin: '2024-02-01', periodEnd: '2024-02-29', grade: '3' })).toEqual({
      period: { begin: '2024-02-01', end: '2024-02-29' },
      dicts: { grade: '3' },
    });
    expect(() => parseWidgetRequest(dashboard, { table: 'sys_user' })).toThrow('不支持的查询参数：table');
    expect(() => parseWidgetRequest(dashboard, { periodBegin: '2024-02-30', periodEnd: '2024-03-01' })).toThrow('时间段的开始日期格式不正确');
    expect(() => parseWidgetRequest(dashboard, { periodBegin: '2000-01-01', periodEnd: '2024-03-01' })).toThrow('时间段不能超过十年');
  });
});
