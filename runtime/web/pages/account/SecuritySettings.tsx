import { DesktopOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SelfSession } from '../../../core/account/account.types';
import { PasswordModal } from '../../shell/password/PasswordModal';
import { loadSessions, Refusal, signOutSession } from './accountApi';
import { useLoaded } from './useLoaded';

function SessionList() {
  const { data, loading, reload } = useLoaded(loadSessions);
  const { message } = App.useApp();

  async function signOut(session: SelfSession): Promise<void> {
    try {
      await signOutSession(session.id);
      message.success('该会话已下线');
    } catch (error) {
      if (error instanceof Refusal) message.warning(error.message);
    }
    await reload();
  }

  return (
    <List<SelfSession>
      loading={loading}
      dataSource={data ?? []}
      locale={{ emptyText: '暂无登录会话' }}
      renderItem={(session) => (
        <List.Item
          actions={
            session.current
              ? [
                  <Tag key="current" color="green">
                    当前会话
                  </Tag>,
                ]
              : [
                  <Popconfirm key="signOut" title="确定让该会话下线吗？" okText="确定" cancelText="取消" onConfirm={() => signOut(session)}>
                    <Button type="link" danger size="small">
                      下线
                    </Button>
                  </Popconfirm>,
                ]
          }
        >
          <List.Item.Meta
            avatar={<DesktopOutlined className="account-settings__icon" />}
            title={`登录于 ${session.loginTime}`}
            description={`IP：${session.ip ?? '未知'}，有效期至 ${session.expireTime}`}
          />
        </List.Item>
      )}
    />
  );
}

/** 安全设置: 账户密码 (the header's 修改密码 dialog) and the user's own 登录会话 with 下线 for the others. */
export function SecuritySettings({ username }: { username: string }) {
  const [changing, setChanging] = useState(false);
  return (
    <div className="account-settings__pane">
      <List>
        <List.Item
          actions={[
            <Button key="change" type="link" onClick={() => setChanging(true)}>
              修改
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={<LockOutlined className="account-settings__icon" />}
            title="账户密码"
            description="密码由8位以上数字、大小写字母和特殊符号组成；修改后其他会话将下线"
          />
        </List.Item>
      </List>
      <Typography.Title level={5} className="account-settings__subtitle">
        登录会话
      </Typography.Title>
      <SessionList />
      <PasswordModal username={username} open={changing} onClose={() => setChanging(false)} />
    </div>
  );
}
