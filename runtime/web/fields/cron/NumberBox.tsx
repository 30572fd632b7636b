import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';

export interface NumberBoxProps {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  ariaLabel: string;
  onCommit(value: number): void;
}

/** An integer input clamped to its bounds that applies its value on blur or on the step arrows. */
export function NumberBox({ value, min, max, disabled, ariaLabel, onCommit }: NumberBoxProps) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = (next: number | null) => {
    const clamped = next === null ? value : Math.min(max, Math.max(min, Math.round(next)));
    setDraft(clamped);
    if (clamped !== value) onCommit(clamped);
  };
  return (
    <InputNumber
      size="small"
      aria-label={ariaLabel}
      style={{ width: 80, margin: '0 4px' }}
      min={min}
      max={max}
      precision={0}
      disabled={disabled}
      value={draft}
      onChange={setDraft}
      onBlur={() => commit(draft)}
      onStep={(next) => commit(next)}
      onPressEnter={() => commit(draft)}
    />
  );
}
