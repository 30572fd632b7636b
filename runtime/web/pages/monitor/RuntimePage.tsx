import { Card, Col, Descriptions, Row, Statistic, Table } from 'antd';
import type { GcKindStats, RuntimeReport } from '../../../core/monitor/monitor.types';
import { MonitorChart } from './MonitorChart';
import { MonitorPage } from './MonitorPage';
import { formatBytes, formatClock, toMegabytes } from './monitorFormat';
import { useMonitorReport } from './useMonitorReport';

const GC_KIND_TITLES: Readonly<Record<string, string>> = {
  minor: '新生代回收 (Scavenge)',
  major: '老生代回收 (Mark-Compact)',
  incremental: '增量标记',
  weakcb: '弱引用回调',
  other: '其他',
};

function lineChart(report: RuntimeReport, unit: string, series: { name: string; value: (sample: RuntimeReport['current']) => number }[]) {
  const samples = [...report.history, report.current];
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0, data: series.map((line) => line.name) },
    grid: { left: 60, right: 30, top: 40, bottom: 30 },
    xAxis: { type: 'category' as const, boundaryGap: false, data: samples.map((sample) => formatClock(sample.at)) },
    yAxis: { type: 'value' as const, name: unit },
    series: series.map((line) => ({ name: line.name, type: 'line' as const, smooth: true, showSymbol: false, data: samples.map(line.value) })),
  };
}

/** 运行时 (/monitor/runtime): the Node runtime (memory, event-loop delay, garbage collection) in place of upstream's JVM page. */
export function RuntimePage() {
  const report = useMonitorReport<RuntimeReport>('/sys/actuator/runtime');
  return (
    <MonitorPage title="Node 运行时" report={report}>
      {(data) => (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="堆内存已用" value={formatBytes(data.current.heapUsed)} />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="堆内存总量" value={formatBytes(data.current.heapTotal)} />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="常驻内存 (RSS)" value={formatBytes(data.current.rss)} />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="事件循环延迟 P99" value={data.current.loopDelayP99} precision={2} suffix="毫秒" />
              </Card>
            </Col>
          </Row>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={12}>
              <Card bordered={false} title="内存趋势">
                <MonitorChart
                  option={lineChart(data, 'MB', [
                    { name: '堆内存已用', value: (sample) => toMegabytes(sample.heapUsed) },
                    { name: '堆内存总量', value: (sample) => toMegabytes(sample.heapTotal) },
                    { name: '常驻内存', value: (sample) => toMegabytes(sample.rss) },
                  ])}
                />
              </Card>
            </Col>
            <Col span={12}>
              <Card bordered={false} title="事件循环延迟趋势">
                <MonitorChart
                  option={lineChart(data, '毫秒', [
                    { name: '平均延迟', value: (sample) => sample.loopDelayMean },
                    { name: 'P99 延迟', value: (sample) => sample.loopDelayP99 },
                    { name: '最大延迟', value: (sample) => sample.loopDelayMax },
                  ])}
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Card bordered={false} title="运行环境">
                <Descriptions column={1} size="small" bordered>
                  <Descriptions.Item label="Node 版本">{data.nodeVersion}</Descriptions.Item>
                  <Descriptions.Item label="V8 版本">{data.v8Version}</Descriptions.Item>
                  <Descriptions.Item label="进程号">{data.pid}</Descriptions.Item>
                  <Descriptions.Item label="堆内存上限">{formatBytes(data.heapLimit)}</Descriptions.Item>
                  <Descriptions.Item label="外部内存">{formatBytes(data.current.external)}</Descriptions.Item>
                  <Descriptions.Item label="采样间隔">{data.sampleIntervalMs / 1000} 秒</Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
            <Col span={12}>
              <Card bordered={false} title="垃圾回收">
                <Table<GcKindStats>
                  rowKey="kind"
                  size="small"
                  pagination={false}
                  dataSource={data.gc}
                  locale={{ emptyText: '暂无垃圾回收记录' }}
                  columns={[
                    { title: '回收类型', dataIndex: 'kind', render: (kind: string) => GC_KIND_TITLES[kind] ?? kind },
                    { title: '次数', dataIndex: 'count', align: 'right' },
                    { title: '总耗时(毫秒)', dataIndex: 'totalMs', align: 'right' },
                    {
                      title: '平均耗时(毫秒)',
                      key: 'average',
                      align: 'right',
                      render: (_value, stats) => (stats.count ? (stats.totalMs / stats.count).toFixed(2) : '-'),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </MonitorPage>
  );
}
