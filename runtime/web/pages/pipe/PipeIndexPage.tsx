import { LogoutOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Layout, Row, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DashboardRoute } from '../../render/dashboard/DashboardRoute';
import { findCatalogueModule } from '../../shell/menu/catalogue';
import { findRoutableItem } from '../../shell/menu/menuTree';
import { WORKPLACE_PATH } from '../../shell/platform';
import { logout } from '../../shell/session/logout';
import { usePageTitle } from '../../shell/usePageTitle';
import { useSessionStore } from '../../stores/sessionStore';
import '../material/material.css';

const PIPE_MODULE = 'pipe';
/** The welding inspector's dashboard (schemas/dashboards/pipe/home.json): today's tasks, pending 委托, joints waiting for repair, the rates. */
const HOME_DASHBOARD = 'pipe.home';
const HOME_PATH = '/pipe/home';

/**
 * /pipeManagement/index, the welding inspector's home: the 焊接首页 dashboard (when the user may
 * see it), then the pipe modules of the catalogue (管道焊接), each opening its screen
 * when the user's menu holds it. The catalogue's `disabled` only keeps the workplace launcher's tile
 * 暂未开放: this sub-system is the way in, so the user's menu alone decides what opens here.
 */
export function PipeIndexPage() {
  usePageTitle('管道管理系统');
  const navigate = useNavigate();
  const menu = useSessionStore((state) => state.menu);
  const realname = useSessionStore((state) => state.userInfo?.realname);
  const module = findCatalogueModule(PIPE_MODULE);
  const screens =
    module?.groups.flatMap((group) => group.screens.filter((screen) => screen.id !== HOME_DASHBOARD).map((screen) => ({ group: group.title, screen }))) ?? [];

  return (
    <Layout className="material-page">
      <Layout.Header className="material-page__header">
        <span className="material-page__title">
          <NodeIndexOutlined /> 管道管理系统
        </span>
        <Space size="middle" style={{ flexShrink: 0 }}>
          <span className="material-page__user">{realname}</span>
          <Button onClick={() => navigate(`${WORKPLACE_PATH}?back=1`)}>返回工作台</Button>
          <Button icon={<LogoutOutlined />} onClick={() => void logout('/pipeManagement/index')}>
            退出
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content className="material-page__content">
        {findRoutableItem(menu, HOME_PATH) && <DashboardRoute dashboardId={HOME_DASHBOARD} />}
        <Card title={module?.title ?? '管道焊接'} className="material-page__card">
          {screens.length === 0 ? (
            <Empty description="暂无可用的管道模块" />
          ) : (
            <Row gutter={[16, 16]}>
              {screens.map(({ group, screen }) => {
                const allowed = Boolean(findRoutableItem(menu, screen.path));
                return (
                  <Col key={screen.id} xs={24} sm={12} lg={6}>
                    <Card hoverable={allowed} onClick={() => allowed && navigate(screen.path)} className={allowed ? '' : 'pipe-page__locked'}>
                      <Card.Meta title={screen.title} description={allowed ? group : `${group} · 无权限`} />
                    </Card>
                  </Col>
                );
              })}
            </Row>
          )}
        </Card>
      </Layout.Content>
    </Layout>
  );
}
