import { DatePicker, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { DashboardFile } from '../../../core/dashboard/dashboard.types';
import { useDict } from '../dict/useDict';
import { choiceRange, PERIOD_LABELS, type PeriodChoice } from './dashboardPeriod';

function DictFilter({ title, dict, value, onChange }: { title: string; dict: string; value?: string; onChange(value: string | undefined): void }) {
  const items = useDict(dict);
  return (
    <Select
      allowClear
      placeholder={`全部${title}`}
      aria-label={title}
      style={{ minWidth: 140 }}
      value={value}
      onChange={(chosen?: string) => onChange(chosen)}
      options={items.map((item) => ({ value: item.value, label: item.text }))}
    />
  );
}

export interface DashboardHeaderProps {
  dashboard: DashboardFile;
  period: PeriodChoice;
  setPeriod(choice: PeriodChoice): void;
  dicts: Record<string, string>;
  setDict(key: string, value: string | undefined): void;
}

/** The dashboard's filters: the period (本周 … 自定义 with a range picker) and its dictionary filters. */
export function DashboardHeader({ dashboard, period, setPeriod, dicts, setDict }: DashboardHeaderProps) {
  const range = choiceRange(period);
  return (
    <Space wrap className="dashboard-header" size={[12, 8]}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {dashboard.title}
      </Typography.Title>
      {dashboard.filters?.period && (
        <>
          <Segmented
            value={period.kind}
            options={Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }))}
            onChange={(kind) => setPeriod(kind === 'custom' ? { kind, range } : { kind: kind as Exclude<PeriodChoice['kind'], 'custom'> })}
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(range.begin), dayjs(range.end)]}
            onChange={(dates) => {
              if (dates?.[0] && dates[1]) setPeriod({ kind: 'custom', range: { begin: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') } });
            }}
          />
        </>
      )}
      {(dashboard.filters?.dicts ?? []).map((filter) => (
        <DictFilter key={filter.key} title={filter.title} dict={filter.dict} value={dicts[filter.key]} onChange={(value) => setDict(filter.key, value)} />
      ))}
    </Space>
  );
}
