import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { http } from '../../http/client';
import { useSessionStore, type UserInfo } from '../../stores/sessionStore';

export interface CurrentDeparts {
  list: { id: string; orgCode: string; departName: string }[];
  orgCode: string;
}

export const DEPART_REQUIRED_MESSAGE = '请选择部门';

/** 切换部门: titled with the current department; a choice is required, then POST /sys/selectDepart. */
export function DepartModal({ departs, onClose }: { departs: CurrentDeparts | null; onClose(): void }) {
  const [form] = Form.useForm<{ orgCode: string }>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const current = departs?.list.find((depart) => depart.orgCode === departs.orgCode);

  async function submit(): Promise<void> {
    const { orgCode } = await form.validateFields();
    const { token, userInfo, tenantId, setLogin } = useSessionStore.getState();
    setSaving(true);
    try {
      const answer = await http.post<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username: userInfo?.username });
      if (!answer.success) {
        message.warning(answer.message);
        return;
      }
      const { id, username, realname, avatar } = answer.result.userInfo;
      if (token) setLogin(token, { id, username, realname, avatar }, tenantId);
      message.success(answer.message);
      onClose();
    } catch {
      // The http client has shown the error.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={`当前部门：${current?.departName ?? ''}`}
      open={departs !== null}
      width={500}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => null)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} className="depart-form">
        <Form.Item label="切换部门" name="orgCode" rules={[{ required: true, message: DEPART_REQUIRED_MESSAGE }]}>
          <Select placeholder="请选择部门" options={departs?.list.map((depart) => ({ value: depart.orgCode, label: depart.departName }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
