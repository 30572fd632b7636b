import { Tag } from 'antd';
import { dayText, daysLeft, expiryState } from '../../../core/screen/expiry';

/** A date with `x-expiry` in a list: the date, and a red 已过期 or an orange N天后到期 tag while it needs attention. */
export function ExpiryDate({ value, days }: { value: string; days: number }) {
  const today = dayText(new Date());
  const state = expiryState(value, days, today);
  const left = daysLeft(value, today);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {value.slice(0, 10)}
      {state === 'expired' && (
        <Tag color="red" style={{ marginLeft: 6 }}>
          已过期
        </Tag>
      )}
      {state === 'soon' && (
        <Tag color="orange" style={{ marginLeft: 6 }}>
          {left === 0 ? '今天到期' : `${left}天后到期`}
        </Tag>
      )}
    </span>
  );
}
