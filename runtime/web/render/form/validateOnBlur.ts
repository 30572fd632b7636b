import { isField, onFieldChange } from '@formily/core';

/**
 * Form effect: re-run a field's validator when it loses focus, so leaving a required field empty
 * shows its message. The validators run on input; running the same ones on blur (instead of
 * registering them twice) keeps each message from being listed twice.
 */
export function validateOnBlur(): void {
  onFieldChange('*', ['active'], (field) => {
    // validate() rejects with the feedbacks it has already shown on the field.
    if (isField(field) && field.visited && !field.active) field.validate('onInput').catch(() => undefined);
  });
}
