import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FIELD_RULES } from '../../../core/validation/presets';
import { http } from '../../http/client';
import { feedback } from '../../shell/feedback/feedback';
import { MOBILE_RULES } from '../login/mobileRules';
import { SmsCodeInput } from '../login/SmsCodeInput';
import { confirmPasswordRules, NEW_PASSWORD_RULES } from './passwordRules';
import './register.css';

interface Registration {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  smscode: string;
}

const USERNAME = FIELD_RULES.username;

/** /user/register: a new account (no roles until an administrator grants some), proven by an SMS code. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Registration>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: Registration) => {
    setSubmitting(true);
    try {
      const answer = await http.post<{ username: string }>('/sys/user/register', values);
      if (!answer.success) {
        feedback().notification.error({ message: '注册失败', description: answer.message, duration: 4 });
        return;
      }
      navigate(`/user/register-result?username=${encodeURIComponent(values.username)}`, { replace: true });
    } catch {
      // The http client already showed the notice.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="register-page">
      <h3 className="register-page__title">注册</h3>
      <Form form={form} size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item
          name="username"
          rules={[
            { required: true, message: USERNAME.requiredMessage },
            { pattern: USERNAME.pattern, message: USERNAME.message },
            { min: USERNAME.minLength, max: USERNAME.maxLength, message: USERNAME.lengthMessage },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder="用户名" />
        </Form.Item>
        <Form.Item name="password" rules={NEW_PASSWORD_RULES}>
          <Input.Password prefix={<LockOutlined />} placeholder="至少8位密码，含字母、数字和特殊符号" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules(form)}>
          <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="phone" rules={MOBILE_RULES}>
          <Input prefix={<MobileOutlined />} placeholder="11 位手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="smscode" rules={[{ required: true, message: '请输入验证码' }]}>
          <SmsCodeInput smsmode="1" mobile={() => form.getFieldValue('phone') as string | undefined} />
        </Form.Item>
        <div className="register-page__actions">
          <Button type="primary" htmlType="submit" loading={submitting} className="register-page__submit">
            注册
          </Button>
          <Link to="/user/login">使用已有账户登录</Link>
        </div>
      </Form>
    </div>
  );
}
