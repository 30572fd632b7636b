import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { http } from '../../http/client';
import { feedback } from '../../shell/feedback/feedback';
import { MOBILE_RULES } from '../login/mobileRules';
import { SmsCodeInput } from '../login/SmsCodeInput';
import { confirmPasswordRules, NEW_PASSWORD_RULES } from '../register/passwordRules';
import '../register/register.css';

interface Recovery {
  phone: string;
  smscode: string;
  password: string;
  confirmPassword: string;
}

/** /user/alteration: a forgotten password is reset with the phone's SMS code; all sessions end. */
export function AlterationPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Recovery>();
  const [submitting, setSubmitting] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const onFinish = async (values: Recovery) => {
    setSubmitting(true);
    try {
      const answer = await http.post<{ username: string }>('/sys/user/passwordChange', values);
      if (!answer.success) {
        feedback().notification.error({ message: '重置失败', description: answer.message, duration: 4 });
        return;
      }
      setDoneFor(answer.result.username);
    } catch {
      // The http client already showed the notice.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="register-page">
      <Steps size="small" current={doneFor ? 2 : 0} style={{ marginBottom: 24 }} items={[{ title: '手机验证' }, { title: '更改密码' }, { title: '完成' }]} />
      {doneFor ? (
        <Result
          status="success"
          title="密码重置完成！"
          subTitle={`账户 ${doneFor} 的密码已更改，请使用新密码登录。`}
          extra={
            <Button type="primary" onClick={() => navigate('/user/login', { replace: true })}>
              去登录
            </Button>
          }
        />
      ) : (
        <Form form={form} size="large" onFinish={onFinish} autoComplete="off">
          <Form.Item name="phone" rules={MOBILE_RULES}>
            <Input prefix={<MobileOutlined />} placeholder="注册时的手机号" maxLength={11} />
          </Form.Item>
          <Form.Item name="smscode" rules={[{ required: true, message: '请输入验证码' }]}>
            <SmsCodeInput smsmode="2" mobile={() => form.getFieldValue('phone') as string | undefined} />
          </Form.Item>
          <Form.Item name="password" rules={NEW_PASSWORD_RULES}>
            <Input.Password prefix={<LockOutlined />} placeholder="新密码" autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules(form)}>
            <Input.Password prefix={<LockOutlined />} placeholder="确认新密码" autoComplete="new-password" />
          </Form.Item>
          <div className="register-page__actions">
            <Button type="primary" htmlType="submit" loading={submitting} className="register-page__submit">
              重置密码
            </Button>
            <Link to="/user/login">返回登录</Link>
          </div>
        </Form>
      )}
    </div>
  );
}
