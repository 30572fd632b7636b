import { PauseCircleOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import type { MonitorReport } from './useMonitorReport';
import { REFRESH_INTERVALS } from './useMonitorReport';
import { formatTime } from './monitorFormat';

/** The auto-refresh controls of a monitoring page: interval, pause / resume, refresh now, last update. */
export function RefreshBar({ report }: { report: MonitorReport<unknown> }) {
  return (
    <Space wrap className="monitor-refresh-bar">
      <Typography.Text type="secondary">更新时间：{report.fetchedAt ? formatTime(report.fetchedAt) : '-'}</Typography.Text>
      <Space.Compact>
        <Select
          aria-label="自动刷新间隔"
          style={{ width: 130 }}
          value={report.intervalMs}
          disabled={report.paused}
          options={REFRESH_INTERVALS.map(({ value, label }) => ({ value, label: `每${label}刷新` }))}
          onChange={report.setIntervalMs}
        />
        <Button icon={report.paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />} onClick={() => report.setPaused(!report.paused)}>
          {report.paused ? '继续' : '暂停'}
        </Button>
      </Space.Compact>
      <Button type="primary" icon={<ReloadOutlined />} loading={report.loading} onClick={() => void report.refresh()}>
        刷新
      </Button>
    </Space>
  );
}
