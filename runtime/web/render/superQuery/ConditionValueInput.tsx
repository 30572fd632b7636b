import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type { SuperQueryCondition } from '../../../core/query/superQuery.types';
import { toSelectOptions } from '../../fields/select/toSelectOptions';
import { useOptionItems } from '../dict/useOptionItems';

export interface ConditionValueInputProps {
  condition: SuperQueryCondition;
  onChange(val: string | string[] | undefined): void;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const FULL_WIDTH = { width: '100%' };

/**
 * The value input of one condition, by the picked field's type: a dictionary select (multiple
 * for `in`), a date or date-time picker, a number input, or text. Values are the strings sent.
 */
export function ConditionValueInput({ condition, onChange }: ConditionValueInputProps) {
  const items = useOptionItems(condition.type === 'dict' ? condition.dictCode : undefined, condition.options);
  const text = typeof condition.val === 'string' ? condition.val : undefined;

  switch (condition.type) {
    case 'dict':
      return (
        <Select
          style={FULL_WIDTH}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="请选择"
          mode={condition.rule === 'in' ? 'multiple' : undefined}
          options={toSelectOptions(items)}
          value={condition.rule === 'in' ? (Array.isArray(condition.val) ? condition.val : text ? [text] : []) : text}
          onChange={(value: string | string[] | undefined) => onChange(value)}
        />
      );
    case 'date':
    case 'datetime': {
      const format = condition.type === 'date' ? DATE_FORMAT : DATETIME_FORMAT;
      return (
        <DatePicker
          style={FULL_WIDTH}
          showTime={condition.type === 'datetime'}
          format={format}
          placeholder="请选择"
          value={text ? dayjs(text, format) : null}
          onChange={(value) => onChange(value ? value.format(format) : undefined)}
        />
      );
    }
    case 'number':
      return (
        <InputNumber
          style={FULL_WIDTH}
          placeholder="请输入数值"
          value={text === undefined || text === '' ? null : Number(text)}
          onChange={(value) => onChange(value === null ? undefined : String(value))}
        />
      );
    default:
      return <Input placeholder="请输入值" value={text} onChange={(event) => onChange(event.target.value)} />;
  }
}
