import { DesktopOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SelfProfile, SelfSession } from '../../../core/account/account.types';
import { selfProfileFieldError } from '../../../core/account/selfProfile';
import { PasswordModal } from '../../shell/password/PasswordModal';
import { loadSessions, Refusal, saveProfile, signOutSession } from './accountApi';
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

/** 138****5678: enough for the owner to recognise the number, not enough for someone looking over the shoulder. */
const maskedPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/** 修改密保手机: the new number is checked with the rule of 基本设置 and saved through the same profile route. */
function PhoneModal({ profile, open, onClose, onSaved }: { profile: SelfProfile; open: boolean; onClose(): void; onSaved(profile: SelfProfile): void }) {
  const [form] = Form.useForm<{ phone: string }>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  async function submit({ phone }: { phone: string }): Promise<void> {
    setSaving(true);
    try {
      const { realname, sex, birthday, email } = profile;
      onSaved(await saveProfile({ realname, sex, birthday, email, phone: phone.trim() }));
      message.success('密保手机已修改');
      onClose();
    } catch (error) {
      if (error instanceof Refusal) message.warning(error.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title="修改密保手机"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      okText="确定"
      cancelText="取消"
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ phone: profile.phone }} onFinish={(values) => void submit(values)}>
        <Form.Item
          label="手机号"
          name="phone"
          rules={[
            { required: true, whitespace: true, message: '请输入手机号' },
            {
              validator: async (_: unknown, value: unknown) => {
                const error = selfProfileFieldError('phone', typeof value === 'string' ? value.trim() : '');
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input placeholder="请输入新的手机号" maxLength={11} inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 安全设置: 账户密码 (the header's 修改密码 dialog), 密保手机 and the user's own 登录会话 with 下线 for the others. */
export function SecuritySettings({ profile, onSaved }: { profile: SelfProfile; onSaved(profile: SelfProfile): void }) {
  const [changing, setChanging] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);
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
        <List.Item
          actions={[
            <Button key="change" type="link" onClick={() => setChangingPhone(true)}>
              {profile.phone ? '修改' : '绑定'}
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={<MobileOutlined className="account-settings__icon" />}
            title="密保手机"
            description={profile.phone ? `已绑定手机：${maskedPhone(profile.phone)}` : '未绑定手机，绑定后可用短信验证码登录'}
          />
        </List.Item>
      </List>
      <Typography.Title level={5} className="account-settings__subtitle">
        登录会话
      </Typography.Title>
      <SessionList />
      <PasswordModal username={profile.username} open={changing} onClose={() => setChanging(false)} />
      <PhoneModal profile={profile} open={changingPhone} onClose={() => setChangingPhone(false)} onSaved={onSaved} />
    </div>
  );
}
