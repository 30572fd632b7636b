import { DatePicker, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { DashboardFile } from '../../../core/dashboard/dashboard.types';
import { http } from '../../http/client';
import { listProjects, type ProjectNode } from '../../shell/project/projectTree';
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

/** The projects the caller may see, to narrow a company dashboard to some of them (the server refuses any other). */
function ProjectsFilter({ value, onChange }: { value: string[]; onChange(ids: string[]): void }) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let current = true;
    void http
      .get<ProjectNode[]>('/sys/sysDepart/queryTreeProjectList')
      .then((answer) => {
        if (current && answer.success && Array.isArray(answer.result))
          setOptions(listProjects(answer.result).map((node) => ({ value: node.value, label: node.title })));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder="全部项目"
      aria-label="项目"
      className="dashboard-projects"
      value={value}
      onChange={onChange}
      options={options}
      optionFilterProp="label"
    />
  );
}

export interface DashboardHeaderProps {
  dashboard: DashboardFile;
  period: PeriodChoice;
  setPeriod(choice: PeriodChoice): void;
  dicts: Record<string, string>;
  setDict(key: string, value: string | undefined): void;
  projects: string[];
  setProjects(ids: string[]): void;
}

/** The dashboard's filters: the period (本周 … 自定义 with a range picker), a company dashboard's projects and its dictionary filters. */
export function DashboardHeader({ dashboard, period, setPeriod, dicts, setDict, projects, setProjects }: DashboardHeaderProps) {
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
      {dashboard.filters?.projects && <ProjectsFilter value={projects} onChange={setProjects} />}
      {(dashboard.filters?.dicts ?? []).map((filter) => (
        <DictFilter key={filter.key} title={filter.title} dict={filter.dict} value={dicts[filter.key]} onChange={(value) => setDict(filter.key, value)} />
      ))}
    </Space>
  );
}
