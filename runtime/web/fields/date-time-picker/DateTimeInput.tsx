import { DatePicker } from '@formily/antd-v5';
import type { ComponentProps } from 'react';

/** Stored format of a timestamp (widgets-spec §9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type DatePickerProps = ComponentProps<typeof DatePicker>;
type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/** Date-and-time picker whose value is the stored `YYYY-MM-DD HH:mm:ss` string. */
export function DateTimeInput(props: DatePickerProps) {
  return <DatePicker style={{ width: '100%' }} {...props} showTime format={DATE_TIME_FORMAT} />;
}

/** Timestamp range picker for queries; value `[begin, end]`. */
export function DateTimeRangeInput(props: RangePickerProps) {
  return <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} {...props} showTime format={DATE_TIME_FORMAT} />;
}
