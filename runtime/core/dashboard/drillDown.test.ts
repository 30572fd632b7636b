import { describe, expect, it } from 'vitest';
import type { DashboardWidget } from './dashboard.types';
import { drillDownQuery, widgetChoice } from './drillDown';
import { kpiChange, kpiValue, ratioRows } from './kpiValue';
import { bucketLabel, bucketRange, periodRange, previousRange } from './period';

const perWeek: DashboardWidget = {
  id: 'perWeek',
  type: 'line',
  title: '每周隐患数',
  data: {
    screen: 'safety.inspection',
    dateField: 'createTime',
    measures: [{ op: 'count', title: '数' }],
    dimensions: [{ field: 'createTime', bucket: 'week' }],
    filters: [
      { field: 'status', rule: 'in', value: ['1', '2'] },
      { field: 'areaName', rule: 'like', value: '楼' },
    ],
    dictFilters: { grade: 'problemGrade' },
  },
};

describe('dashboard periods, KPIs and drill-down', () => {
  it('computes periods from Monday, the calendar month and quarter, and the preceding equal period', () => {
    expect(periodRange('week', '2024-03-07')).toEqual({ begin: '2024-03-04', end: '2024-03-10' });
    expect(periodRange('month', '2024-02-10')).toEqual({ begin: '2024-02-01', end: '2024-02-29' });
    expect(periodRange('quarter', '2024-05-10')).toEqual({ begin: '2024-04-01', end: '2024-06-30' });
    expect(previousRange({ begin: '2024-03-01', end: '2024-03-31' })).toEqual({ begin: '2024-01-30', end: '2024-02-29' });
    expect(bucketRange('month', '2024-12-01')).toEqual({ begin: '2024-12-01', end: '2024-12-31' });
    expect(bucketLabel('quarter', '2024-04-01')).toBe('2024年Q2');
  });

  it('reads a KPI as measure 0 or a ratio in percent, and its change', () => {
    const row = (values: number[]) => [{ dims: [], dimTexts: [], values }];
    expect(kpiValue({}, row([7]))).toBe(7);
    expect(kpiValue({ value: 'ratio' }, row([1, 3]))).toBe(33.3);
    expect(kpiValue({ value: 'ratio' }, row([0, 0]))).toBeNull();
    expect(kpiChange({}, 12, 10)).toBe(20);
    expect(kpiChange({ value: 'ratio' }, 50, 40)).toBe(10);
    expect(kpiChange({}, 3, 0)).toBeNull();
  });

  it('drills into the clicked week inside the period with the widget eq / in filters and the dictionary choice', () => {
    const query = drillDownQuery(
      { filters: { dicts: [{ key: 'grade', title: '级别', dict: 'problem_grade' }] } },
      perWeek,
      {
        period: { begin: '2024-03-01', end: '2024-03-31' },
        dicts: { grade: '3' },
      },
      { dims: ['2024-02-26'], dimTexts: ['02-26周'], values: [4] },
    );
    expect(Object.fromEntries(query)).toEqual({
      status: '1,2',
      problemGrade: '3',
      createTime_begin: '2024-03-01',
      createTime_end: '2024-03-03',
    });
  });

  it('drills a whole widget (a KPI or gauge) into the filter all its measures share, not into the filters of one measure alone', () => {
    const closed = { field: 'status', rule: 'eq', value: '3' } as const;
    const gauge: DashboardWidget = {
      id: 'closedFine',
      type: 'gauge',
      title: '已关闭罚款',
      data: {
        screen: 'safety.inspection',
        measures: [
          { op: 'sum', field: 'fine', title: '罚款', filters: [closed, { field: 'areaName', rule: 'eq', value: '一号楼' }] },
          { op: 'count', title: '数', filters: [closed] },
        ],
      },
    };
    expect(Object.fromEntries(drillDownQuery({}, gauge, { period: null, dicts: {} }))).toEqual({ status: '3' });
  });

  it("asks and drills a widget with its own period (今日) whatever the dashboard's, and drills a detail widget by its header's fields only", () => {
    const today: DashboardWidget = { ...perWeek, id: 'today', type: 'kpi', period: 'day', data: { ...perWeek.data, dimensions: [] } };
    const choice = { period: { begin: '2024-03-01', end: '2024-03-31' }, dicts: {} };
    expect(widgetChoice(today, choice, '2024-03-07').period).toEqual({ begin: '2024-03-07', end: '2024-03-07' });
    expect(widgetChoice(perWeek, choice, '2024-03-07')).toBe(choice);

    const byMaterial: DashboardWidget = {
      id: 'byMaterial',
      type: 'table',
      title: '到货',
      data: {
        screen: 'material.plan',
        detail: 'items',
        dateField: 'planDate',
        measures: [{ op: 'sum', field: 'planQty', title: '计划' }],
        dimensions: [{ field: 'materialName' }],
        filters: [{ field: 'status', rule: 'eq', value: '3' }],
      },
    };
    const row = { dims: ['螺纹钢'], dimTexts: ['螺纹钢'], values: [10] };
    const header = new Set(['status', 'planDate']);
    expect(Object.fromEntries(drillDownQuery({}, byMaterial, choice, row, (field) => header.has(field)))).toEqual({
      status: '3',
      planDate_begin: '2024-03-01',
      planDate_end: '2024-03-31',
    });
  });

  it('draws a grouped ratio widget as one percentage per group, titled after the widget', () => {
    const rate: DashboardWidget = {
      ...perWeek,
      title: '出勤率',
      value: 'ratio',
      data: { ...perWeek.data, measures: [perWeek.data.measures[0], { op: 'count', title: '应出勤' }] },
    };
    const rows = [
      { dims: ['a'], dimTexts: ['甲'], values: [9, 12] },
      { dims: ['b'], dimTexts: ['乙'], values: [0, 0] },
    ];
    const drawn = ratioRows(rate, rows);
    expect(drawn.rows.map((row) => row.values)).toEqual([[75], [null]]);
    expect(drawn.widget.data.measures.map((measure) => measure.title)).toEqual(['出勤率']);
    expect(drawn.widget.unit).toBe('%');
    expect(ratioRows({ ...rate, type: 'kpi' }, rows).rows).toEqual(rows);
  });

  it('opens the list on the condition every measure counts, and not on one only some measures count', () => {
    const outOfRange: DashboardWidget = {
      id: 'outside',
      type: 'kpi',
      title: '超范围焊口',
      data: { screen: 'pipe.weldData', dateField: 'weldDate', measures: [{ op: 'count', title: '超范围', condition: 'outOfRange' }] },
    };
    const choice = { period: { begin: '2026-11-01', end: '2026-11-30' }, dicts: {} };
    expect(Object.fromEntries(drillDownQuery({}, outOfRange, choice))).toEqual({
      condition: 'outOfRange',
      weldDate_begin: '2026-11-01',
      weldDate_end: '2026-11-30',
    });
    const mixed = { ...outOfRange, data: { ...outOfRange.data, measures: [{ op: 'count' as const, title: '焊口' }, ...outOfRange.data.measures] } };
    expect(drillDownQuery({}, mixed, choice).has('condition')).toBe(false);
  });
});
