import { Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import { loginChoiceTitle } from './loginChoice';
import type { ChosenLogin, PendingLogin } from './signIn';

export interface LoginChoiceModalProps {
  /** The login waiting for a choice; null when closed. */
  pending: PendingLogin | null;
  onSignedIn(): void;
  /** The choice could not be applied: the login is over, the form stays. */
  onFailed(): void;
}

/**
 * Upstream LoginSelectTenant: after a password or phone login, the user with several tenants
 * and/or departments chooses one of each (确认 only; it cannot be dismissed).
 */
export function LoginChoiceModal({ pending, onSignedIn, onFailed }: LoginChoiceModalProps) {
  const [form] = Form.useForm<ChosenLogin>();
  const [entering, setEntering] = useState(false);
  const choice = pending?.choice;

  const confirm = async () => {
    if (!pending) return;
    const chosen = await form.validateFields().catch(() => null);
    if (!chosen) return;
    setEntering(true);
    try {
      const outcome = await pending.finish(chosen);
      if (outcome.ok) return onSignedIn();
      feedback().notification.error({ message: '登录失败', description: outcome.message, duration: 4 });
      onFailed();
    } finally {
      setEntering(false);
    }
  };

  return (
    <Modal
      className="login-choice"
      title={choice ? loginChoiceTitle(choice) : ''}
      open={pending !== null}
      width={450}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" loading={entering} onClick={() => void confirm()}>
          确认
        </Button>
      }
    >
      <Form form={form} preserve={false} labelCol={{ span: 4 }} wrapperCol={{ span: 20 }}>
        {choice?.tenants.length ? (
          <Form.Item label="租户" name="tenantId" tooltip="您有多个租户，请选择登录租户" rules={[{ required: true, message: '请选择登录租户' }]}>
            <Select placeholder="请选择登录租户" options={choice.tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))} />
          </Form.Item>
        ) : null}
        {choice?.departs.length ? (
          <Form.Item label="部门" name="orgCode" tooltip="您有多个部门，请选择登录部门" rules={[{ required: true, message: '请选择登录部门' }]}>
            <Select placeholder="请选择登录部门" options={choice.departs.map((depart) => ({ value: depart.orgCode, label: depart.departName }))} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
