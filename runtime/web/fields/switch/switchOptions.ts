import type { FieldSchema } from '../../../core/screen/screen.types';
import type { SwitchOptions } from './switch.types';

/** On/off values of a property: true/false for booleans, '1'/'0' for string codes. */
export function switchOptions(field: FieldSchema): { options: SwitchOptions } {
  return { options: field.type === 'boolean' ? [true, false] : ['1', '0'] };
}

/** Whether a stored value means on; anything but the on value (empty included) is off. */
export function isOn(value: unknown, options: SwitchOptions): boolean {
  return value === options[0];
}
