import type { ValueViewProps } from '../fieldType.types';
import { groupThousands } from '../input-number/groupThousands';

/** A read-only number with thousands separators and an optional unit (widgets-spec §9). */
export function NumberDisplay({ value, addonAfter }: ValueViewProps) {
  const text = groupThousands(value);
  if (text === '') return null;
  return (
    <span className="number-display">
      {text}
      {typeof addonAfter === 'string' && addonAfter !== '' ? ` ${addonAfter}` : ''}
    </span>
  );
}
