import { BarsOutlined, TableOutlined } from '@ant-design/icons';
import { Segmented, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { GanttViewProps } from './GanttView';

/** The chart is drawn by its own chunk, loaded when a person first opens the tab. */
const GanttView = lazy(() => import('./GanttView'));

export type ListView = 'table' | 'gantt';

/** The switch between a list's table (cards on a phone) and its Gantt chart, for screens with `list.gantt`. */
export function ListViewSwitch({ value, onChange }: { value: ListView; onChange(view: ListView): void }) {
  return (
    <Segmented<ListView>
      className="screen-list-views"
      value={value}
      onChange={onChange}
      options={[
        { label: '表格', value: 'table', icon: <TableOutlined /> },
        { label: '甘特图', value: 'gantt', icon: <BarsOutlined /> },
      ]}
      style={{ marginBottom: 12 }}
    />
  );
}

export function GanttTab(props: GanttViewProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <GanttView {...props} />
    </Suspense>
  );
}
