import { Card, Col, Progress, Row, Statistic, Table } from 'antd';
import type { DiskReport, DiskUsage } from '../../../core/monitor/monitor.types';
import { MonitorChart } from './MonitorChart';
import { MonitorPage } from './MonitorPage';
import { formatBytes, toMegabytes } from './monitorFormat';
import { useMonitorReport } from './useMonitorReport';

function usageChart(disks: DiskUsage[]) {
  const gigabytes = (bytes: number) => Math.round((toMegabytes(bytes) / 1024) * 100) / 100;
  return {
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    legend: { top: 0, data: ['已用 (GB)', '可用 (GB)'] },
    grid: { left: 100, right: 40, top: 40, bottom: 30 },
    xAxis: { type: 'value' as const, name: 'GB' },
    yAxis: { type: 'category' as const, data: disks.map((disk) => disk.name) },
    series: [
      { name: '已用 (GB)', type: 'bar' as const, stack: 'disk', data: disks.map((disk) => gigabytes(disk.used)), itemStyle: { color: '#1677ff' } },
      { name: '可用 (GB)', type: 'bar' as const, stack: 'disk', data: disks.map((disk) => gigabytes(disk.free)), itemStyle: { color: '#95de64' } },
    ],
  };
}

/** 磁盘 (/monitor/disk): the disks under the data and upload folders. */
export function DiskPage() {
  const report = useMonitorReport<DiskReport>('/sys/actuator/disk');
  return (
    <MonitorPage title="磁盘监控" report={report}>
      {(data) => (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={8}>
              <Card bordered={false}>
                <Statistic title="磁盘总容量" value={formatBytes(data.total)} />
              </Card>
            </Col>
            <Col span={8}>
              <Card bordered={false}>
                <Statistic title="已用空间" value={formatBytes(data.used)} />
              </Card>
            </Col>
            <Col span={8}>
              <Card bordered={false}>
                <Statistic title="可用空间" value={formatBytes(data.free)} />
              </Card>
            </Col>
          </Row>
          <Card bordered={false} title="磁盘使用情况" style={{ marginBottom: 16 }}>
            <MonitorChart option={usageChart(data.disks)} height={Math.max(200, data.disks.length * 90)} />
          </Card>
          <Card bordered={false} title="目录明细">
            <Table<DiskUsage>
              rowKey="name"
              pagination={false}
              dataSource={data.disks}
              columns={[
                { title: '用途', dataIndex: 'name', width: 120 },
                { title: '目录', dataIndex: 'path', ellipsis: true },
                { title: '总容量', dataIndex: 'total', width: 130, render: formatBytes },
                { title: '已用', dataIndex: 'used', width: 130, render: formatBytes },
                { title: '可用', dataIndex: 'free', width: 130, render: formatBytes },
                {
                  title: '使用率',
                  dataIndex: 'usedPercent',
                  width: 220,
                  render: (percent: number) => <Progress percent={percent} status={percent >= 90 ? 'exception' : 'normal'} />,
                },
              ]}
            />
          </Card>
        </>
      )}
    </MonitorPage>
  );
}
