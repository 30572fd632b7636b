import { Button, Form } from 'antd';

/** The 登录 button of every sign-in form (or its own label, e.g. 绑定并登录), busy while the sign-in is under way. */
export function LoginSubmit({ submitting, label = '登录' }: { submitting: boolean; label?: string }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {label}
      </Button>
    </Form.Item>
  );
}
