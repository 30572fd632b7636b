import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import type { ServerReport } from '../../../core/monitor/monitor.types';
import { MonitorChart } from './MonitorChart';
import { MonitorPage } from './MonitorPage';
import { formatBytes, formatDuration } from './monitorFormat';
import { useMonitorReport } from './useMonitorReport';

function gauge(name: string, percent: number) {
  return {
    series: [
      {
        name,
        type: 'gauge' as const,
        progress: { show: true, width: 14 },
        axisLine: { lineStyle: { width: 14 } },
        axisLabel: { distance: 20 },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 22, offsetCenter: [0, '70%'] },
        title: { offsetCenter: [0, '95%'] },
        data: [{ value: percent, name }],
      },
    ],
  };
}

/** 服务器 (/monitor/server): the machine: OS, CPU, memory and load. */
export function ServerPage() {
  const report = useMonitorReport<ServerReport>('/sys/actuator/server');
  return (
    <MonitorPage title="服务器监控" report={report}>
      {(data) => {
        const memoryPercent = Math.round((data.usedMemory / data.totalMemory) * 1000) / 10;
        return (
          <>
            <Row gutter={16} style={{ marginBottom: 16 }}>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="CPU 使用率" value={data.cpuPercent} suffix="%" />
                </Card>
              </Col>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="已用内存" value={formatBytes(data.usedMemory)} />
                </Card>
              </Col>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="可用内存" value={formatBytes(data.freeMemory)} />
                </Card>
              </Col>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="系统负载 (1 分钟)" value={data.loadAverage[0]} precision={2} />
                </Card>
              </Col>
            </Row>
            <Row gutter={16} style={{ marginBottom: 16 }}>
              <Col span={12}>
                <Card bordered={false} title="CPU">
                  <MonitorChart option={gauge('CPU 使用率', data.cpuPercent)} height={260} />
                </Card>
              </Col>
              <Col span={12}>
                <Card bordered={false} title="内存">
                  <MonitorChart option={gauge('内存使用率', memoryPercent)} height={260} />
                </Card>
              </Col>
            </Row>
            <Card bordered={false} title="服务器信息">
              <Descriptions column={2} size="small" bordered>
                <Descriptions.Item label="主机名">{data.hostname}</Descriptions.Item>
                <Descriptions.Item label="操作系统">{data.os}</Descriptions.Item>
                <Descriptions.Item label="平台">{data.platform}</Descriptions.Item>
                <Descriptions.Item label="系统架构">{data.arch}</Descriptions.Item>
                <Descriptions.Item label="CPU 型号">{data.cpuModel}</Descriptions.Item>
                <Descriptions.Item label="CPU 核数">{data.cpuCount}</Descriptions.Item>
                <Descriptions.Item label="总内存">{formatBytes(data.totalMemory)}</Descriptions.Item>
                <Descriptions.Item label="系统负载 (1/5/15 分钟)">{data.loadAverage.join(' / ')}</Descriptions.Item>
                <Descriptions.Item label="系统运行时长" span={2}>
                  {formatDuration(data.uptimeSeconds)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </>
        );
      }}
    </MonitorPage>
  );
}
