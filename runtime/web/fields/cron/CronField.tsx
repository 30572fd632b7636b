import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { CronFieldProps } from './cron.types';
import { buildCronValue, parseCronParts } from './cron.utils';
import { CronEditor } from './CronEditor';

/** Width of the cron dialog (widgets-spec §9). */
export const CRON_DIALOG_WIDTH = 608;

/**
 * The `Cron` field: the expression as text (applied on blur) and a button opening the builder
 * dialog, which starts from the parsed current value (or the defaults) and emits on 确定.
 */
export function CronField({ value, onChange, disabled, hideSecond, hideYear, remote, placeholder }: CronFieldProps) {
  const [text, setText] = useState(value ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => setText(value ?? ''), [value]);

  const open = () => setDraft(buildCronValue(parseCronParts(value, hideSecond, hideYear), hideSecond, hideYear));
  const confirm = () => {
    if (draft !== null) onChange?.(draft);
    setDraft(null);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={text}
          disabled={disabled}
          placeholder={placeholder ?? '请输入cron表达式'}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (text !== (value ?? '')) onChange?.(text.trim());
          }}
        />
        <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={open}>
          选择
        </Button>
      </Space.Compact>
      <Modal
        title="Cron表达式"
        width={CRON_DIALOG_WIDTH}
        open={draft !== null}
        okText="确定"
        cancelText="取消"
        onOk={confirm}
        onCancel={() => setDraft(null)}
        destroyOnHidden
      >
        {draft !== null && <CronEditor value={draft} hideSecond={hideSecond} hideYear={hideYear} remote={remote} onChange={setDraft} />}
      </Modal>
    </>
  );
}
