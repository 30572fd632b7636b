import { Input, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { CRON_FIELD_LABELS } from '../../../core/cron/cronSpec';
import type { CronParts } from './cron.types';
import { buildCronValue, changePart, parseCronParts, visibleFields } from './cron.utils';
import { CronPartTab } from './CronPartTab';
import { CronPreview } from './CronPreview';

export interface CronEditorProps {
  value: string;
  hideSecond?: boolean;
  hideYear?: boolean;
  remote?: string;
  onChange(value: string): void;
}

/**
 * The builder inside the dialog: a tab per position (秒 分 时 日 月 周 年), the whole expression as
 * text (applied on blur) and the preview of the next run times.
 */
export function CronEditor({ value, hideSecond, hideYear, remote, onChange }: CronEditorProps) {
  const parts: CronParts = parseCronParts(value, hideSecond, hideYear);
  const fields = visibleFields(hideSecond, hideYear);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const emit = (next: CronParts) => onChange(buildCronValue(next, hideSecond, hideYear));

  return (
    <div className="cron-editor">
      <Tabs
        size="small"
        defaultActiveKey={hideSecond ? 'minute' : 'second'}
        items={fields.map((field) => ({
          key: field,
          label: CRON_FIELD_LABELS[field],
          children: (
            <div style={{ minHeight: 230 }}>
              <CronPartTab field={field} value={parts[field]} onChange={(next) => emit(changePart(parts, field, next))} />
            </div>
          ),
        }))}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '12px 0' }}>
        <span style={{ whiteSpace: 'nowrap' }}>Cron表达式：</span>
        <Input
          aria-label="Cron表达式"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => emit(parseCronParts(text, hideSecond, hideYear))}
        />
      </div>
      <CronPreview value={value} remote={remote} />
    </div>
  );
}
