import { describe, expect, it } from 'vitest';
import type { DashboardFile, WidgetData } from '../../core/dashboard/dashboard.types';
import { dashboardIndexes, widgetIndex } from '../../core/dashboard/dashboardIndexes';
import { READING_TIME_DIMENSION } from '../../core/dashboard/readingsWidget';
import type { ScreenFile } from '../../core/screen/screen.types';
import { screenIndexes } from './screenIndexes';

const screen: ScreenFile = {
  id: 'test.issue',
  title: '问题',
  table: 'test_issue',
  scope: 'project',
  api: '/test/issue',
  permission: 'test:issue',
  entity: {
    type: 'object',
    properties: {
      areaName: { type: 'string', title: '区域' },
      grade: { type: 'string', title: '级别' },
      status: { type: 'string', title: '状态' },
      fine: { type: 'number', title: '罚款' },
    },
  },
  list: { columns: ['areaName'] },
};

const count = { op: 'count', title: '数' } as const;
const widget = (data: Omit<WidgetData, 'screen' | 'measures'> & Partial<Pick<WidgetData, 'measures'>>): WidgetData => ({
  screen: 'test.issue',
  measures: [count],
  ...data,
});

const compositeOf = (target: ScreenFile, widgets: WidgetData[]) =>
  screenIndexes(target, { widgets: widgets.map(widgetIndex) })
    .filter((index) => index.columns.length > 1)
    .map((index) => index.columns);

describe('dashboard widget indexes', () => {
  it('seeks by the scope, the exact filters and the date, then carries what the count reads', () => {
    const open = widget({ filters: [{ field: 'status', rule: 'in', value: ['1', '2'] }], dimensions: [{ field: 'grade' }] });
    const perWeek = widget({
      dateField: 'createTime',
      measures: [count, { op: 'sum', field: 'fine', title: '罚款', filters: [{ field: 'status', rule: 'eq', value: '3' }] }],
      dimensions: [{ field: 'createTime', bucket: 'week' }],
      dictFilters: { grade: 'grade' },
    });
    expect(compositeOf(screen, [open, perWeek])).toEqual([
      ['project_id', 'create_time', 'status', 'fine'],
      ['project_id', 'status', 'grade'],
    ]);
  });

  it('plans one index for widgets it serves: same seek columns in front, all their columns inside', () => {
    const kpi = widget({ filters: [{ field: 'status', rule: 'eq', value: '5' }] });
    const pie = widget({ filters: [{ field: 'status', rule: 'in', value: ['1', '5'] }], dimensions: [{ field: 'grade' }] });
    const rate = widget({ dateField: 'createTime', measures: [{ ...count, filters: [{ field: 'status', rule: 'eq', value: '3' }] }, count] });
    const stacked = widget({ dateField: 'createTime', dimensions: [{ field: 'grade' }, { field: 'status' }] });
    const ranking = widget({ dateField: 'createTime', dimensions: [{ field: 'areaName' }] });
    expect(compositeOf(screen, [kpi, pie, rate, stacked, ranking])).toEqual([
      ['project_id', 'create_time', 'grade', 'status'],
      ['project_id', 'status', 'grade'],
      ['project_id', 'create_time', 'area_name'],
    ]);
  });

  it('moves a filter every measure of an ungrouped widget shares into the seek columns', () => {
    const closed = { field: 'status', rule: 'eq', value: '3' } as const;
    const shared = widget({
      measures: [
        { ...count, filters: [closed] },
        { op: 'sum', field: 'fine', title: '罚款', filters: [closed] },
      ],
    });
    expect(widgetIndex(shared)).toEqual({ seek: ['status'], covered: ['fine'] });
    expect(widgetIndex({ ...shared, dimensions: [{ field: 'grade' }] })).toEqual({ seek: [], covered: ['grade', 'status', 'fine'] });
  });

  it('leads with the tenant on a tenant screen, then the live-row flag of a soft-delete screen, at most four columns', () => {
    const tenantScreen: ScreenFile = { ...screen, scope: 'tenant', softDelete: true };
    const wide = widget({ dateField: 'createTime', dimensions: [{ field: 'grade' }, { field: 'status' }, { field: 'areaName' }] });
    expect(compositeOf(tenantScreen, [wide])).toEqual([['tenant_id', 'del_flag', 'create_time', 'grade']]);
  });

  it('plans no index on the screen’s table for a widget over its detail rows (their fields are in another table)', () => {
    const perMaterial = widget({ detail: 'items', dimensions: [{ field: 'materialName' }] });
    const dashboard = { widgets: [{ data: perMaterial }, { data: widget({ dimensions: [{ field: 'grade' }] }) }] } as unknown as DashboardFile;
    expect(dashboardIndexes([dashboard]).get(perMaterial.screen)).toEqual([{ seek: [], covered: ['grade'] }]);
  });

  it('plans no index on the screen’s table for a readings widget (it reads the device readings; its time is no column of the screen)', () => {
    const trend = widget({
      readings: { metrics: ['pm10'], value: 'avg', bucket: 'hour' },
      measures: [{ op: 'avg', title: 'PM10' }],
      dimensions: [{ field: READING_TIME_DIMENSION }],
    });
    const dashboard = { widgets: [{ data: trend }, { data: widget({ dimensions: [{ field: 'grade' }] }) }] } as unknown as DashboardFile;
    expect(dashboardIndexes([dashboard]).get(trend.screen)).toEqual([{ seek: [], covered: ['grade'] }]);
  });

  it('plans for a widget’s `without` an index on the other screen: its exact filters, the match fields, then its dateField', () => {
    const idle = widget({
      without: {
        screen: 'construction.leaseTask',
        match: { deviceId: 'id' },
        dateField: 'planStart',
        filters: [{ field: 'status', rule: 'in', value: ['3', '4'] }],
      },
    });
    const dashboard = { widgets: [{ data: idle }] } as unknown as DashboardFile;
    expect(dashboardIndexes([dashboard]).get('construction.leaseTask')).toEqual([{ seek: ['status', 'deviceId', 'planStart'], covered: [] }]);
  });

  it('adds nothing for a screen no dashboard reads', () => {
    expect(screenIndexes(screen, {})).toEqual(screenIndexes(screen));
    expect(compositeOf(screen, [])).toEqual([]);
  });
});
