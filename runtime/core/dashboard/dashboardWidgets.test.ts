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
});
