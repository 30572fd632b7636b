import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../../../core/http/envelope';
import type { OnlineSession } from '../../../core/session/onlineSession.types';
import { http } from '../../http/client';
import { feedback } from '../../shell/feedback/feedback';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { useSessionStore } from '../../stores/sessionStore';

const PAGE_SIZES = ['10', '20', '30'];

/** 在线用户 (/isystem/online): the live sessions, with 强退 for holders of system:online:forceLogout. */
export function OnlineUsersPage() {
  const can = useHasPermission();
  // One's own sessions are ended by logging out, not forced out (the server refuses it too).
  const myUserId = useSessionStore((state) => state.userInfo?.id);
  const [query, setQuery] = useState({ username: '', pageNo: 1, pageSize: 10 });
  const [data, setData] = useState<Page<OnlineSession> | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await http.get<Page<OnlineSession>>('/sys/online/list', query);
      if (answer.success) setData(answer.result);
      else feedback().message.warning(answer.message);
    } catch {
      // The http client already showed the notice.
    } finally {
      setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    void load();
  }, [load]);

  const forceLogout = async (session: OnlineSession) => {
    const answer = await http.post('/sys/online/forceLogout', { userId: session.userId }).catch(() => null);
    if (!answer) return;
    if (!answer.success) return void feedback().message.warning(answer.message);
    feedback().message.success(answer.message);
    await load();
  };

  return (
    <Card bordered={false}>
      <Form
        layout="inline"
        onFinish={({ username }: { username?: string }) => setQuery({ ...query, username: username?.trim() ?? '', pageNo: 1 })}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="username" label="用户账号">
          <Input placeholder="请输入用户账号" allowClear />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button htmlType="reset" onClick={() => setQuery({ username: '', pageNo: 1, pageSize: query.pageSize })}>
            重置
          </Button>
        </Space>
      </Form>
      <Table<OnlineSession>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total, range) => `${range[0]}-${range[1]} 共 ${total} 条`,
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
        columns={[
          {
            title: '用户账号',
            dataIndex: 'username',
            render: (username: string, session) => (
              <Space>
                {username}
                {session.current && <Tag color="blue">当前会话</Tag>}
              </Space>
            ),
          },
          { title: '用户姓名', dataIndex: 'realname' },
          { title: '登录IP', dataIndex: 'ip' },
          { title: '登录时间', dataIndex: 'loginTime' },
          { title: '过期时间', dataIndex: 'expireTime' },
          {
            title: '操作',
            key: 'action',
            width: 100,
            render: (_value, session) =>
              can('system:online:forceLogout') && session.userId !== myUserId ? (
                <Popconfirm title={`确定强制 ${session.realname} 退出登录吗?`} okText="确定" cancelText="取消" onConfirm={() => forceLogout(session)}>
                  <a>强退</a>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
