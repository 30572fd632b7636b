/** A stored switch value: a boolean, or a code such as '1' / 'Y'. */
export type SwitchValue = string | boolean;

/** The stored values meaning on and off, in that order (upstream's `options`). */
export type SwitchOptions = [on: SwitchValue, off: SwitchValue];
