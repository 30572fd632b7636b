import type { ValueViewProps } from '../fieldType.types';
import type { SwitchOptions } from './switch.types';
import { isOn } from './switchOptions';

function isSwitchOptions(options: unknown): options is SwitchOptions {
  return Array.isArray(options) && options.length === 2 && options.every((option) => typeof option === 'string' || typeof option === 'boolean');
}

/** Read-only 开 / 关 of a switch value. */
export function SwitchText({ value, options, checkedChildren = '开', unCheckedChildren = '关' }: ValueViewProps) {
  if (value === undefined || value === null || value === '' || !isSwitchOptions(options)) return null;
  return <>{String(isOn(value, options) ? checkedChildren : unCheckedChildren)}</>;
}
