import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { passwordChangeFieldError, type PasswordChange } from '../../../../core/validation/passwordChange';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';
import { useEnvelopeReport } from '../useEnvelopeReport';

type Values = Pick<PasswordChange, 'password' | 'confirmpassword'>;

/** The rules of shell-spec §5 for one field, from the same core function the server uses. */
function ruleOf(field: keyof Values) {
  return ({ getFieldsValue }: { getFieldsValue(): Partial<Values> }) => ({
    validator: async () => {
      const values = getFieldsValue();
      const message = passwordChangeFieldError(field, { oldpassword: '', password: values.password ?? '', confirmpassword: values.confirmpassword ?? '' });
      if (message) throw new Error(message);
    },
  });
}

/** 重置密码: an administrator sets a user's new password (twice); the user must sign in again. */
export function ResetPasswordAction({ screen, record, title }: RowActionProps) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const report = useEnvelopeReport();

  async function submit(): Promise<void> {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (await report(http.put(`${screen.api}/changePassword`, { username: record.username, ...values }))) setOpen(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <a onClick={() => setOpen(true)}>{title}</a>
      <Modal
        title={`${title} - ${String(record.username ?? '')}`}
        open={open}
        okText="确定"
        cancelText="取消"
        confirmLoading={saving}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item label="新密码" name="password" required rules={[ruleOf('password')]}>
            <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="确认密码" name="confirmpassword" dependencies={['password']} required rules={[ruleOf('confirmpassword')]}>
            <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
