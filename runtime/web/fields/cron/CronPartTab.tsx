import { Checkbox, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { CRON_FIELD_LABELS, type CronField } from '../../../core/cron/cronSpec';
import type { CronPartState, CronPartType } from './cron.types';
import { buildPart, cronBounds, parsePart } from './cron.utils';
import { NumberBox } from './NumberBox';

export interface CronPartTabProps {
  field: CronField;
  value: string;
  disabled?: boolean;
  onChange(value: string): void;
}

const UNITS: Record<CronField, string> = { second: '秒', minute: '分钟', hour: '小时', day: '日', month: '月', week: '周', year: '年' };
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const WEEKDAY_OPTIONS = WEEKDAYS.map((label, index) => ({ value: index + 1, label }));

/** The types each tab offers (widgets-spec §4), in display order. */
const TYPES: Record<CronField, CronPartType[]> = {
  second: ['every', 'range', 'loop', 'specify'],
  minute: ['every', 'range', 'loop', 'specify'],
  hour: ['every', 'range', 'loop', 'specify'],
  day: ['every', 'unset', 'range', 'loop', 'workDay', 'last', 'specify'],
  month: ['every', 'range', 'loop', 'specify'],
  week: ['every', 'unset', 'range', 'loop', 'nth', 'lastWeekday', 'specify'],
  year: ['every', 'range', 'loop'],
};

/** One tab of the builder: a radio per type, with its inputs enabled only while it is chosen. */
export function CronPartTab({ field, value, disabled, onChange }: CronPartTabProps) {
  const state = parsePart(field, value);
  const { min, max, maxInterval } = cronBounds(field);
  const unit = UNITS[field];
  const isWeek = field === 'week';

  const apply = (patch: Partial<CronPartState>) => onChange(buildPart({ ...state, ...patch }));
  const inputsOff = (type: CronPartType) => disabled || state.type !== type;
  const number = (type: CronPartType, key: keyof CronPartState, label: string, low: number, high: number) => (
    <NumberBox ariaLabel={label} value={state[key] as number} min={low} max={high} disabled={inputsOff(type)} onCommit={(next) => apply({ [key]: next })} />
  );
  const weekday = (type: CronPartType, key: 'rangeStart' | 'rangeEnd' | 'loopStart' | 'weekday', label: string) => (
    <Select
      size="small"
      aria-label={label}
      style={{ width: 90, margin: '0 4px' }}
      disabled={inputsOff(type)}
      value={state[key]}
      options={WEEKDAY_OPTIONS}
      onChange={(next: number) => apply({ [key]: next })}
    />
  );
  const valueInput = (type: CronPartType, key: 'rangeStart' | 'rangeEnd' | 'loopStart', label: string) =>
    isWeek ? weekday(type, key, label) : number(type, key, label, min, max);

  // Inputs sit beside the radio, not inside its label: a click on them must not re-check the radio.
  const labels: Record<CronPartType, [text: string, inputs?: ReactNode]> = {
    every: [`每一${field === 'week' ? '周' : field === 'second' ? '秒钟' : field === 'minute' ? '分钟' : unit}`],
    unset: ['不指定'],
    range: [
      '周期从',
      <>
        {valueInput('range', 'rangeStart', `${CRON_FIELD_LABELS[field]}周期开始`)}-{valueInput('range', 'rangeEnd', `${CRON_FIELD_LABELS[field]}周期结束`)}
        {isWeek ? '' : unit}
      </>,
    ],
    loop: [
      '从',
      <>
        {valueInput('loop', 'loopStart', `${CRON_FIELD_LABELS[field]}循环开始`)}
        {isWeek ? '' : unit}开始，每{number('loop', 'loopInterval', `${CRON_FIELD_LABELS[field]}循环间隔`, 1, maxInterval)}
        {isWeek ? '天' : unit}执行一次
      </>,
    ],
    workDay: ['每月', <>{number('workDay', 'workDay', '最近工作日', 1, 31)}号最近的那个工作日</>],
    last: ['本月最后一天'],
    lastWeekday: ['本月最后一个', weekday('lastWeekday', 'weekday', '最后一个星期')],
    nth: [
      '第',
      <>
        {number('nth', 'nth', '第几周', 1, 5)}周的{weekday('nth', 'weekday', '第几周的星期')}
      </>,
    ],
    specify: ['指定'],
  };

  const specifyOptions = isWeek
    ? WEEKDAY_OPTIONS
    : Array.from({ length: field === 'year' ? 0 : max - min + 1 }, (_, index) => ({ value: min + index, label: String(min + index).padStart(2, '0') }));

  return (
    <Radio.Group
      disabled={disabled}
      value={state.type}
      onChange={(event) => {
        const type = event.target.value as CronPartType;
        apply({ type, ...(type === 'specify' && state.specify.length === 0 ? { specify: [min] } : {}) });
      }}
    >
      <Space direction="vertical" size={10}>
        {TYPES[field].map((type) => (
          <div key={type} className="cron-part-option">
            <Radio value={type}>{labels[type][0]}</Radio>
            {labels[type][1]}
          </div>
        ))}
        {TYPES[field].includes('specify') && (
          <Checkbox.Group
            className="cron-specify"
            disabled={inputsOff('specify')}
            value={state.specify}
            options={specifyOptions}
            style={{ display: 'grid', gridTemplateColumns: `repeat(${isWeek ? 4 : 10}, auto)`, gap: 4, marginLeft: 24 }}
            // At least one value stays chosen: an empty list would silently mean every.
            onChange={(values) => values.length > 0 && apply({ specify: values as number[] })}
          />
        )}
      </Space>
    </Radio.Group>
  );
}
