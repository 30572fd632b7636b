import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { passwordChangeFieldError, type PasswordChange } from '../../../core/validation/passwordChange';
import { http } from '../../http/client';

const EMPTY: PasswordChange = { oldpassword: '', password: '', confirmpassword: '' };

/** The §5 rule of one field, as an antd validator over the whole form's values. */
function ruleOf(field: keyof PasswordChange) {
  return ({ getFieldsValue }: { getFieldsValue(): Partial<PasswordChange> }) => ({
    validator: async () => {
      const message = passwordChangeFieldError(field, { ...EMPTY, ...getFieldsValue() });
      if (message) throw new Error(message);
    },
  });
}

/** 修改密码: old password, new password (§5 rule), confirmation; the same rules as the server. */
export function PasswordModal({ username, open, onClose }: { username: string; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  async function submit(): Promise<void> {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await http.post('/sys/user/updatePassword', { username, ...values });
      if (answer.success) {
        message.success(answer.message);
        onClose();
      } else {
        message.warning(answer.message);
      }
    } catch {
      // The http client has shown the error.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title="修改密码"
      open={open}
      width={600}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => null)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} className="password-form" preserve={false}>
        <Form.Item label="旧密码" name="oldpassword" required rules={[ruleOf('oldpassword')]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="password" required rules={[ruleOf('password')]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="确认新密码" name="confirmpassword" required dependencies={['password']} rules={[ruleOf('confirmpassword')]}>
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
