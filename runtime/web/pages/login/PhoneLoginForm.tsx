import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import { LoginSubmit } from './LoginSubmit';
import { MOBILE_RULES } from './mobileRules';
import { signInByPhone } from './signIn';
import { SmsCodeInput } from './SmsCodeInput';
import { useLoginChoice } from './useLoginChoice';

interface PhoneCredentials {
  mobile: string;
  captcha: string;
}

/** The 手机号登录 tab: phone number, SMS code with 获取验证码, then `onSignedIn`. */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<PhoneCredentials>();
  const [submitting, setSubmitting] = useState(false);
  const choice = useLoginChoice(onSignedIn);

  const onFinish = async ({ mobile, captcha }: PhoneCredentials) => {
    setSubmitting(true);
    try {
      const outcome = await signInByPhone(mobile.trim(), captcha.trim());
      if (outcome.ok) return choice.signedIn(outcome);
      feedback().notification.error({ message: '登录失败', description: outcome.message, duration: 4 });
    } catch {
      // The http client already showed the notice of the failed call.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form form={form} size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item name="mobile" rules={MOBILE_RULES}>
          <Input prefix={<MobileOutlined style={{ color: 'rgba(0,0,0,.25)' }} />} placeholder="手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="captcha" rules={[{ required: true, message: '请输入验证码' }]}>
          <SmsCodeInput smsmode="0" mobile={() => form.getFieldValue('mobile') as string | undefined} />
        </Form.Item>
        <LoginSubmit submitting={submitting} />
      </Form>
      {choice.dialog}
    </>
  );
}
