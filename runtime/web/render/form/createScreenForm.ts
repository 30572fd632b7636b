import { createForm, type Form } from '@formily/core';
import type { FormMode } from './formMode';
import { validateOnBlur } from './validateOnBlur';

/**
 * A Formily form for a screen record: read-only for details, validating on input and blur
 * otherwise; `effects` adds form effects (e.g. the duplicate check of unique fields).
 */
export function createScreenForm(mode: FormMode, initialValues: Record<string, unknown>, effects?: () => void): Form {
  return createForm({
    initialValues,
    readPretty: mode === 'view',
    effects: () => {
      validateOnBlur();
      effects?.();
    },
  });
}
