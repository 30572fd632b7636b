import { SafetyOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { FIELD_RULES } from '../../../core/validation/presets';
import { http } from '../../http/client';
import { feedback } from '../../shell/feedback/feedback';

/** Seconds before another code may be asked for (the server allows one per minute). */
const COUNTDOWN_SECONDS = 60;

export interface SmsCodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The phone number the code goes to (read when the button is pressed). */
  mobile: () => string | undefined;
  /** upstream `smsmode`: '0' login, '1' register, '2' password recovery. */
  smsmode: '0' | '1' | '2';
}

/** The SMS code field with its 获取验证码 button, which counts down 60 s after a code was sent. */
export function SmsCodeInput({ value, onChange, mobile, smsmode }: SmsCodeInputProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const phone = mobile()?.trim() ?? '';
    if (!FIELD_RULES.mobile.pattern.test(phone)) {
      feedback().message.warning(phone ? FIELD_RULES.mobile.message : (FIELD_RULES.mobile.requiredMessage ?? FIELD_RULES.mobile.message));
      return;
    }
    setSending(true);
    try {
      const answer = await http.post('/sys/sms', { mobile: phone, smsmode });
      if (!answer.success) {
        feedback().notification.error({ message: '提示', description: answer.message, duration: 4 });
        return;
      }
      feedback().message.success('验证码已发送，请注意查收');
      setSecondsLeft(COUNTDOWN_SECONDS);
    } catch {
      // The http client already showed the notice.
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact block>
      <Input
        prefix={<SafetyOutlined style={{ color: 'rgba(0,0,0,.25)' }} />}
        placeholder="请输入验证码"
        maxLength={6}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Button className="sms-code-input__button" disabled={secondsLeft > 0} loading={sending} onClick={() => void send()}>
        {secondsLeft > 0 ? `${secondsLeft} s` : '获取验证码'}
      </Button>
    </Space.Compact>
  );
}
