import { DatePicker } from '@formily/antd-v5';
import type { ComponentProps } from 'react';

/** Stored format of a date (widgets-spec §9). */
export const DATE_FORMAT = 'YYYY-MM-DD';

type DatePickerProps = ComponentProps<typeof DatePicker>;
type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/** Date picker whose value is the stored `YYYY-MM-DD` string (dayjs stays inside the picker). */
export function DateInput(props: DatePickerProps) {
  return <DatePicker style={{ width: '100%' }} {...props} format={DATE_FORMAT} />;
}

/** Date range picker for queries; value `[begin, end]` as `YYYY-MM-DD` strings. */
export function DateRangeInput(props: RangePickerProps) {
  return <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} {...props} format={DATE_FORMAT} />;
}
