import { FIELD_RULES } from '../../../core/validation/presets';

/** The message for a missing or malformed phone number (widgets-spec §5.1 mobile rule), or null. */
export function mobileProblem(mobile: string): string | null {
  const rule = FIELD_RULES.mobile;
  if (!mobile) return rule.requiredMessage ?? rule.message;
  return rule.pattern.test(mobile) ? null : rule.message;
}
