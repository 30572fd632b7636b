import { isField, type Form } from '@formily/core';
import type { FieldError } from '../../../core/validation/recordValidator';

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'field' in value &&
    'message' in value &&
    typeof value.field === 'string' &&
    typeof value.message === 'string'
  );
}

/**
 * Shows the server's validation errors (`result: [{ field, message }]`) under their fields. They
 * are stored as the fields' input-validation feedback, so the next keystroke's check replaces
 * them. Returns how many fields received a message.
 */
export function applyServerErrors(form: Form, result: unknown): number {
  if (!Array.isArray(result)) return 0;
  let shown = 0;
  for (const error of result.filter(isFieldError)) {
    const field = form.query(error.field).take();
    if (!isField(field)) continue;
    field.setFeedback({ triggerType: 'onInput', type: 'error', code: 'ValidateError', messages: [error.message] });
    shown += 1;
  }
  return shown;
}
