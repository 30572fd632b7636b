import { Button, Form } from 'antd';

/** The 登录 button of every sign-in form, busy while the sign-in is under way. */
export function LoginSubmit({ submitting }: { submitting: boolean }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form.Item>
  );
}
