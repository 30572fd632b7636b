import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Layout, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { MATERIAL_LOGIN_PATH, materialHttp } from '../../http/materialClient';
import { usePageTitle } from '../../shell/usePageTitle';
import { useMaterialSessionStore } from '../../stores/materialSessionStore';
import './material.css';

interface MaterialProject {
  id: string;
  name: string;
  shortName: string | null;
}

interface MaterialPermissions {
  userInfo: { id: string; username: string; realname: string };
  projects: MaterialProject[];
  permissions: string[];
}

/** The material user's projects and permissions, from `GET /material/getPersonPermissionByToken`. */
function useMaterialPermissions(token: string | null, projectId: string | null): MaterialPermissions | null {
  const [data, setData] = useState<MaterialPermissions | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    materialHttp
      .get<MaterialPermissions>('/material/getPersonPermissionByToken')
      .then((answer) => !cancelled && answer.success && setData(answer.result))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token, projectId]);
  return data;
}

/** /material/management: who is signed in to the material sub-system, in which project, with which permissions. */
export function MaterialManagementPage() {
  usePageTitle('物资管理系统');
  const navigate = useNavigate();
  const { token, realname, projectId, setProject, clear } = useMaterialSessionStore();
  const data = useMaterialPermissions(token, projectId);
  if (!token) return <Navigate to={MATERIAL_LOGIN_PATH} replace />;

  const signOut = async () => {
    await materialHttp.post('/worker/logout').catch(() => null);
    clear();
    navigate(MATERIAL_LOGIN_PATH, { replace: true });
  };

  return (
    <Layout className="material-page">
      <Layout.Header className="material-page__header">
        <span className="material-page__title">物资管理系统</span>
        <Space size="large">
          <Select
            className="material-page__project"
            placeholder="请选择项目"
            allowClear
            value={projectId ?? undefined}
            options={(data?.projects ?? []).map((project) => ({ value: project.id, label: project.name }))}
            onChange={(value?: string) => setProject(value ?? null)}
          />
          <span>{realname}</span>
          <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
            退出
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content className="material-page__content">
        <Card title="我的项目" className="material-page__card">
          <Table<MaterialProject>
            rowKey="id"
            size="middle"
            pagination={false}
            dataSource={data?.projects ?? []}
            loading={!data}
            rowClassName={(project) => (project.id === projectId ? 'material-page__current' : '')}
            columns={[
              { title: '项目名称', dataIndex: 'name' },
              { title: '简称', dataIndex: 'shortName' },
              { title: '当前项目', key: 'current', width: 120, render: (_value, project) => (project.id === projectId ? <Tag color="blue">当前</Tag> : null) },
            ]}
          />
        </Card>
        <Card title="我的权限" className="material-page__card">
          {data && data.permissions.length === 0 ? (
            <Empty description="暂无权限" />
          ) : (
            <Space size={[8, 8]} wrap>
              {(data?.permissions ?? []).map((permission) => (
                <Tag key={permission}>{permission}</Tag>
              ))}
            </Space>
          )}
          <Typography.Paragraph type="secondary" className="material-page__hint">
            权限由平台管理员在角色管理中分配。
          </Typography.Paragraph>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
