import { App, Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { SelfProfile } from '../../../core/account/account.types';
import { selfProfileFieldError, type SelfProfileChange } from '../../../core/account/selfProfile';
import { useDict } from '../../render/dict/useDict';
import { Refusal, saveProfile, updateSignedInUser } from './accountApi';

type FormValues = Omit<SelfProfileChange, 'birthday'> & { birthday: Dayjs | null };

const DAY_FORMAT = 'YYYY-MM-DD';

/** The shared rule of one field (runtime/core/account/selfProfile), as an antd validator. */
function ruleOf(field: keyof SelfProfileChange) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const text = dayjs.isDayjs(value) ? value.format(DAY_FORMAT) : typeof value === 'string' ? value.trim() : '';
      const message = selfProfileFieldError(field, text);
      if (message) throw new Error(message);
    },
  };
}

function valuesOf(profile: SelfProfile): FormValues {
  return { ...profile, birthday: profile.birthday ? dayjs(profile.birthday, DAY_FORMAT) : null };
}

/** 基本设置: the user's own 姓名, 性别, 生日, 手机号, 邮箱 (账号 shown, never editable); checked with the server's rules. */
export function ProfileForm({ profile, onSaved }: { profile: SelfProfile; onSaved(profile: SelfProfile): void }) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const sexes = useDict('sex');

  useEffect(() => form.setFieldsValue(valuesOf(profile)), [form, profile]);

  async function submit(values: FormValues): Promise<void> {
    setSaving(true);
    try {
      const saved = await saveProfile({
        realname: values.realname.trim(),
        sex: values.sex ?? '',
        birthday: values.birthday ? values.birthday.format(DAY_FORMAT) : '',
        phone: values.phone?.trim() ?? '',
        email: values.email?.trim() ?? '',
      });
      updateSignedInUser({ realname: saved.realname });
      onSaved(saved);
      message.success('个人信息已保存');
    } catch (error) {
      if (error instanceof Refusal) message.warning(error.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<FormValues> form={form} layout="vertical" className="account-settings__pane" onFinish={(values) => void submit(values)}>
      <Form.Item label="账号">
        <Input value={profile.username} disabled />
      </Form.Item>
      <Form.Item label="姓名" name="realname" required rules={[ruleOf('realname')]}>
        <Input placeholder="请输入姓名" maxLength={32} />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group options={sexes.map((item) => ({ label: item.text, value: item.value }))} />
      </Form.Item>
      <Form.Item label="生日" name="birthday" rules={[ruleOf('birthday')]}>
        <DatePicker placeholder="请选择生日" style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item label="手机号" name="phone" rules={[ruleOf('phone')]}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[ruleOf('email')]}>
        <Input placeholder="请输入邮箱" maxLength={64} inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
