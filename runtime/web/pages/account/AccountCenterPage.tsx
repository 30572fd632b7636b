import { ApartmentOutlined, IdcardOutlined, MailOutlined, MobileOutlined, ProjectOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Divider, Empty, Row, Space, Table, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { SelfLogEntry, SelfProfile } from '../../../core/account/account.types';
import { ACCOUNT_SETTINGS_PATH } from './accountPaths';
import { avatarUrl, loadProfile, loadRecentActions } from './accountApi';
import { useLoaded } from './useLoaded';
import './account.css';

function ProfileCard({ profile, loading }: { profile: SelfProfile | undefined; loading: boolean }) {
  const navigate = useNavigate();
  const departs = profile?.memberships.filter((membership) => !membership.isProject) ?? [];
  return (
    <Card bordered={false} loading={loading} className="account-card">
      <div className="account-profile__head">
        <Avatar size={96} src={avatarUrl(profile?.avatar)} icon={<UserOutlined />} className="account-profile__avatar" />
        <Typography.Title level={4} className="account-profile__name">
          {profile?.realname}
        </Typography.Title>
        <Typography.Text type="secondary">{profile?.roles.map((role) => role.name).join(' · ') || '暂无角色'}</Typography.Text>
      </div>
      <Divider />
      <Descriptions column={1} size="small" colon={false} className="account-profile__facts">
        <Descriptions.Item label={<IdcardOutlined />}>账号：{profile?.username}</Descriptions.Item>
        {profile?.workNo ? <Descriptions.Item label={<IdcardOutlined />}>工号：{profile.workNo}</Descriptions.Item> : null}
        <Descriptions.Item label={<ApartmentOutlined />}>部门：{departs.map((depart) => depart.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label={<MobileOutlined />}>手机：{profile?.phone || '未填写'}</Descriptions.Item>
        <Descriptions.Item label={<MailOutlined />}>邮箱：{profile?.email || '未填写'}</Descriptions.Item>
      </Descriptions>
      <Button block icon={<SettingOutlined />} onClick={() => navigate(ACCOUNT_SETTINGS_PATH)}>
        个人设置
      </Button>
    </Card>
  );
}

function ProjectsAndRoles({ profile, loading }: { profile: SelfProfile | undefined; loading: boolean }) {
  const projects = profile?.memberships.filter((membership) => membership.isProject) ?? [];
  return (
    <Card bordered={false} loading={loading} title="我的项目与角色" className="account-card">
      <Typography.Text type="secondary">所属项目</Typography.Text>
      <div className="account-tags">
        {projects.length > 0 ? (
          projects.map((project) => (
            <Tag key={project.id} icon={<ProjectOutlined />} color="blue">
              {project.name}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">暂无项目</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary">角色</Typography.Text>
      <div className="account-tags">
        {profile?.roles.length ? (
          profile.roles.map((role) => (
            <Tag key={role.id} color="geekblue">
              {role.departName ? `${role.name}（${role.departName}）` : role.name}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">暂无角色</Typography.Text>
        )}
      </div>
    </Card>
  );
}

function RecentActions() {
  const { data, loading } = useLoaded(loadRecentActions);
  return (
    <Card bordered={false} title="最近操作" className="account-card">
      <Table<SelfLogEntry>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作记录" /> }}
        columns={[
          { title: '时间', dataIndex: 'time', width: 170 },
          { title: '操作', dataIndex: 'action', ellipsis: true },
          { title: '结果', dataIndex: 'result', ellipsis: true },
          { title: 'IP', dataIndex: 'ip', width: 130, responsive: ['md'] },
        ]}
      />
    </Card>
  );
}

/** 个人中心 (/account/center): the signed-in user's card, projects and roles, and latest actions. */
export function AccountCenterPage() {
  const { data: profile, loading } = useLoaded(loadProfile);
  return (
    <div className="account-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8} xl={7}>
          <ProfileCard profile={profile} loading={loading} />
        </Col>
        <Col xs={24} lg={16} xl={17}>
          <Space direction="vertical" size={16} className="account-stack">
            <ProjectsAndRoles profile={profile} loading={loading} />
            <RecentActions />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
