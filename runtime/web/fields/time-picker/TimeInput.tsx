import { TimePicker } from '@formily/antd-v5';
import type { ComponentProps } from 'react';

/** Stored format of a time of day (widgets-spec §9). */
export const TIME_FORMAT = 'HH:mm:ss';

type TimePickerProps = ComponentProps<typeof TimePicker>;
type TimeRangeProps = ComponentProps<typeof TimePicker.RangePicker>;

/** Time picker whose value is the stored `HH:mm:ss` string. */
export function TimeInput(props: TimePickerProps) {
  return <TimePicker style={{ width: '100%' }} {...props} format={TIME_FORMAT} />;
}

/** Time range picker for queries; value `[begin, end]`. */
export function TimeRangeInput(props: TimeRangeProps) {
  return <TimePicker.RangePicker style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} {...props} format={TIME_FORMAT} />;
}
