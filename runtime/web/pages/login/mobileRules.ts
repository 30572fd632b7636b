import type { Rule } from 'antd/es/form';
import { FIELD_RULES } from '../../../core/validation/presets';

/** antd form rules of a phone number field: required and the widgets-spec §5.1 mobile pattern. */
export const MOBILE_RULES: Rule[] = [
  { required: true, message: FIELD_RULES.mobile.requiredMessage },
  { pattern: FIELD_RULES.mobile.pattern, message: FIELD_RULES.mobile.message },
];
