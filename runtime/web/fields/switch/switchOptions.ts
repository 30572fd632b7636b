import type { FieldSchema } from '../../../core/screen/screen.types';
import type { SwitchOptions } from './switch.types';

/** On/off values of a property: true/false for booleans, upstream's 'Y'/'N' for strings (widgets-spec §3). */
export function switchOptions(field: FieldSchema): { options: SwitchOptions } {
  return { options: field.type === 'boolean' ? [true, false] : ['Y', 'N'] };
}

/** Whether a stored value means on; anything but the on value (empty included) is off. */
export function isOn(value: unknown, options: SwitchOptions): boolean {
  return value === options[0];
}
