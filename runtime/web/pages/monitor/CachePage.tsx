import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import type { CacheReport } from '../../../core/monitor/monitor.types';
import { MonitorChart } from './MonitorChart';
import { MonitorPage } from './MonitorPage';
import { formatTime } from './monitorFormat';
import { useMonitorReport } from './useMonitorReport';

function hitChart(data: CacheReport) {
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}：{c} 次 ({d}%)' },
    legend: { bottom: 0, data: ['命中', '未命中'] },
    series: [
      {
        name: '字典读取',
        type: 'pie' as const,
        radius: ['45%', '70%'],
        label: { formatter: '{b}\n{d}%' },
        data: [
          { name: '命中', value: data.hits, itemStyle: { color: '#52c41a' } },
          { name: '未命中', value: data.misses, itemStyle: { color: '#faad14' } },
        ],
      },
    ],
  };
}

/** 缓存 (/monitor/cache): the dictionary cache's size and hit ratio. */
export function CachePage() {
  const report = useMonitorReport<CacheReport>('/sys/actuator/cache');
  return (
    <MonitorPage title="缓存监控" report={report}>
      {(data) => (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="缓存字典数" value={data.dictionaries} />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="缓存字典项数" value={data.items} />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="命中次数" value={data.hits} />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="命中率" value={data.hitRatio ?? '-'} suffix={data.hitRatio === null ? undefined : '%'} />
              </Card>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Card bordered={false} title="命中情况">
                <MonitorChart option={hitChart(data)} />
              </Card>
            </Col>
            <Col span={12}>
              <Card bordered={false} title="缓存信息">
                <Descriptions column={1} size="small" bordered>
                  <Descriptions.Item label="缓存名称">{data.name}</Descriptions.Item>
                  <Descriptions.Item label="加载时间">{data.loadedAt ? formatTime(data.loadedAt) : '未加载'}</Descriptions.Item>
                  <Descriptions.Item label="命中次数">{data.hits}</Descriptions.Item>
                  <Descriptions.Item label="未命中次数">{data.misses}</Descriptions.Item>
                  <Descriptions.Item label="说明">
                    字典在首次读取时从数据库加载，修改字典或刷新缓存后重新加载；统计为本服务进程启动以来的读取次数。
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </MonitorPage>
  );
}
