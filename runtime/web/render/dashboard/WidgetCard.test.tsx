import { cleanup, fireEvent, render, screen as page } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardWidget } from '../../../core/dashboard/dashboard.types';
import { WidgetCard } from './WidgetCard';

const widgetOf = (type: DashboardWidget['type'], title: string): DashboardWidget => ({
  id: type,
  type,
  title,
  data: { screen: 'safety.inspection', measures: [{ op: 'count', title: '数' }] },
});

afterEach(cleanup);

describe('widget card drill-down', () => {
  it('opens the whole widget from a click anywhere on a KPI or gauge card, but not on a chart of several slices', () => {
    const onDrill = vi.fn();
    // Still loading: no chart drawn, so only the card itself can take the click.
    render(<WidgetCard widget={widgetOf('gauge', '整改率仪表')} state={undefined} onDrill={onDrill} />);
    render(<WidgetCard widget={widgetOf('kpi', '未关闭隐患')} state={undefined} onDrill={onDrill} />);
    render(<WidgetCard widget={widgetOf('pie', '级别分布')} state={undefined} onDrill={onDrill} />);
    fireEvent.click(page.getByText('整改率仪表'));
    fireEvent.click(page.getByText('未关闭隐患'));
    expect(onDrill.mock.calls).toEqual([[], []]);
    fireEvent.click(page.getByText('级别分布'));
    expect(onDrill).toHaveBeenCalledTimes(2);
  });
});
