import { describe, expect, it } from 'vitest';
import type { DashboardFile, DashboardWidget } from './dashboard.types';
import { dashboardWidgets, mapDashboardWidgets } from './dashboardWidgets';

const widget = (id: string): DashboardWidget => ({
  id,
  type: 'kpi',
  title: id,
  data: { screen: 'safety.inspection', measures: [{ op: 'count', title: '数' }] },
});
const base = { id: 'dataCenter.decision', title: '决策中心', permission: 'dataCenter:decision' };
const paged: DashboardFile = {
  ...base,
  pages: [
    { key: 'quality', title: '质量', widgets: [widget('a'), widget('b')] },
    { key: 'safety', title: '安全', widgets: [widget('c')] },
  ],
};

describe('the widgets of a dashboard file', () => {
  it('are its widgets, or those of all its pages in order', () => {
    expect(dashboardWidgets({ ...base, widgets: [widget('x')] }).map((entry) => entry.id)).toEqual(['x']);
    expect(dashboardWidgets(paged).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('are changed or dropped in the file’s own shape, a page left empty dropped', () => {
    const hidden = mapDashboardWidgets(paged, (entry) => (entry.id === 'c' ? null : { ...entry, title: `${entry.title}!` }));
    expect(hidden.widgets).toBeUndefined();
    expect(hidden.pages).toEqual([
      { key: 'quality', title: '质量', widgets: [expect.objectContaining({ title: 'a!' }), expect.objectContaining({ title: 'b!' })] },
    ]);
    expect(mapDashboardWidgets({ ...base, widgets: [widget('x')] }, () => null).widgets).toEqual([]);
  });

  it('close the gap a dropped widget leaves: the others of its grid line widen, the other lines stay, a big screen keeps its spans', () => {
    const sized = (id: string, span: number) => ({ ...widget(id), span });
    // The 分析页's shape: four KPIs, four KPIs, a 16 + 8 line.
    const file = { ...base, widgets: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => sized(id, 6)).concat([sized('line', 16), sized('pie', 8)]) };
    const spans = (dashboard: Pick<DashboardFile, 'widgets'>) => dashboard.widgets!.map((entry) => [entry.id, entry.span]);
    expect(spans(mapDashboardWidgets(file, (entry) => (['c', 'd', 'g'].includes(entry.id) ? null : entry)))).toEqual([
      ['a', 12],
      ['b', 12],
      ['e', 8],
      ['f', 8],
      ['h', 8],
      ['line', 16],
      ['pie', 8],
    ]);
    expect(spans(mapDashboardWidgets(file, (entry) => (entry.id === 'pie' ? null : entry))).at(-1)).toEqual(['line', 24]);
    // A line the file leaves short stays as short: 8 + 8 of 16 becomes 16.
    expect(spans(mapDashboardWidgets({ ...base, widgets: [sized('x', 8), sized('y', 8)] }, (entry) => (entry.id === 'x' ? null : entry)))).toEqual([['y', 16]]);
    const wall = mapDashboardWidgets({ ...file, bigScreen: {} }, (entry) => (entry.id === 'c' ? null : entry));
    expect(spans(wall).slice(0, 3)).toEqual([
      ['a', 6],
      ['b', 6],
      ['d', 6],
    ]);
  });
});
