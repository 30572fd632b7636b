import { Card, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RefreshBar } from './RefreshBar';
import type { MonitorReport } from './useMonitorReport';

/** The frame of every monitoring page: a title bar with the refresh controls, then the page's figures. */
export function MonitorPage<T>({ title, report, children }: { title: string; report: MonitorReport<T>; children: (data: T) => ReactNode }) {
  return (
    <div className="monitor-page">
      <Card bordered={false} size="small" style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <RefreshBar report={report as MonitorReport<unknown>} />
        </Flex>
      </Card>
      {report.data ? children(report.data) : <Spin spinning style={{ display: 'block', padding: 48 }} />}
    </div>
  );
}
