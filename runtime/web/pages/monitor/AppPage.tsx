import { Button, Card, Col, Descriptions, Row, Statistic } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AppReport } from '../../../core/monitor/monitor.types';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { MonitorPage } from './MonitorPage';
import { formatDuration, formatTime } from './monitorFormat';
import { useMonitorReport } from './useMonitorReport';

const ONLINE_PATH = '/isystem/online';

/** 应用 (/monitor/app): this server process: version, uptime, database and its connections, sessions. */
export function AppPage() {
  const report = useMonitorReport<AppReport>('/sys/actuator/app');
  const navigate = useNavigate();
  const can = useHasPermission();
  return (
    <MonitorPage title="应用监控" report={report}>
      {(data) => (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="运行时长" value={formatDuration(data.uptimeSeconds)} />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="在线用户" value={data.onlineSessions} suffix="个会话" />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic
                  title="数据库连接（使用中 / 最大）"
                  value={data.database.pool.total - data.database.pool.idle}
                  suffix={`/ ${data.database.pool.max}`}
                />
              </Card>
            </Col>
            <Col span={6}>
              <Card bordered={false}>
                <Statistic title="等待连接的请求" value={data.database.pool.waiting} />
              </Card>
            </Col>
          </Row>
          <Card
            bordered={false}
            title="应用信息"
            extra={can('system:online:list') ? <Button onClick={() => navigate(ONLINE_PATH)}>查看在线用户</Button> : null}
          >
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="应用名称">{data.name}</Descriptions.Item>
              <Descriptions.Item label="版本">{data.version}</Descriptions.Item>
              <Descriptions.Item label="启动时间">{formatTime(data.startedAt)}</Descriptions.Item>
              <Descriptions.Item label="Node 版本">{data.nodeVersion}</Descriptions.Item>
              <Descriptions.Item label="数据库">{data.database.label}</Descriptions.Item>
              <Descriptions.Item label="连接池">
                最大 {data.database.pool.max}，已建立 {data.database.pool.total}，空闲 {data.database.pool.idle}，等待 {data.database.pool.waiting}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </>
      )}
    </MonitorPage>
  );
}
