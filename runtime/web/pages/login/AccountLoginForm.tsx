import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import { LoginSubmit } from './LoginSubmit';
import type { Credentials, SignInOutcome } from './signIn';
import { useCaptcha } from './useCaptcha';
import { useLoginChoice } from './useLoginChoice';

export interface AccountLoginFormProps {
  /** The sign-in call (platform or material login) with the image code's key. */
  submit: (credentials: Credentials, checkKey: string) => Promise<SignInOutcome>;
  onSignedIn: () => void;
  /** The submit button's text (登录 unless told). */
  submitLabel?: string;
}

/** Account and password; the image code appears once the server asks for it. */
export function AccountLoginForm({ submit, onSignedIn, submitLabel }: AccountLoginFormProps) {
  const [form] = Form.useForm<Credentials>();
  const [submitting, setSubmitting] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useCaptcha();
  const choice = useLoginChoice(onSignedIn);

  const onFinish = async (credentials: Credentials) => {
    setSubmitting(true);
    try {
      const outcome = await submit(credentials, captcha.checkKey);
      if (outcome.ok) return choice.signedIn(outcome);
      feedback().notification.error({ message: '登录失败', description: outcome.message, duration: 4 });
      form.setFieldValue('captcha', undefined);
      if (outcome.captchaRequired || captchaRequired) {
        setCaptchaRequired(true);
        await captcha.refresh();
      }
    } catch {
      // The http client already showed the notice of the failed call.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form form={form} size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item name="username" rules={[{ required: true, message: '请输入用户名!' }]}>
          <Input prefix={<UserOutlined style={{ color: 'rgba(0,0,0,.25)' }} />} placeholder="请输入帐户名" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: '请输入密码!' }]}>
          <Input.Password prefix={<LockOutlined style={{ color: 'rgba(0,0,0,.25)' }} />} placeholder="请输入密码" autoComplete="current-password" />
        </Form.Item>
        {captchaRequired && (
          <Form.Item required>
            <div className="login-page__captcha">
              <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码!' }]}>
                <Input prefix={<SafetyOutlined style={{ color: 'rgba(0,0,0,.25)' }} />} placeholder="请输入验证码" maxLength={8} />
              </Form.Item>
              {captcha.imageSrc ? (
                <img
                  className="login-page__captcha-image"
                  src={captcha.imageSrc}
                  alt="验证码"
                  title="看不清？点击换一张"
                  onClick={() => void captcha.refresh()}
                />
              ) : (
                <button type="button" className="login-page__captcha-image" onClick={() => void captcha.refresh()}>
                  获取验证码
                </button>
              )}
            </div>
          </Form.Item>
        )}
        <LoginSubmit submitting={submitting} label={submitLabel} />
      </Form>
      {choice.dialog}
    </>
  );
}
