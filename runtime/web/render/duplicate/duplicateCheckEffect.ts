import { isField, onFieldChange, onFieldValueChange, type Field } from '@formily/core';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { isEmptyValue } from '../../../core/validation/fieldRules';
import { http } from '../../http/client';
import { uniqueFieldNames } from './uniqueFieldNames';

/** Wait after leaving a field before asking the server, so tabbing through asks once. */
export const DUPLICATE_CHECK_DELAY_MS = 300;
const FEEDBACK_CODE = 'DuplicateError';

function showConflict(field: Field, message: string | null): void {
  field.setFeedback({ type: 'error', code: FEEDBACK_CODE, messages: message ? [message] : [] });
}

/**
 * Form effect: when a unique (`only`) field loses focus with a value, ask the duplicate check
 * (widgets-spec §5.5) for the screen's table, excluding the record being edited, and show the
 * server's message under the field before saving. Editing the value clears the message.
 */
export function duplicateCheckEffect(screen: ScreenFile, recordId: string | undefined): void {
  const names = uniqueFieldNames(screen);
  if (names.length === 0) return;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const pattern = `*(${names.join(',')})`;

  onFieldValueChange(pattern, (field) => showConflict(field, null));
  onFieldChange(pattern, ['active'], (field) => {
    if (!isField(field) || field.active || field.pattern !== 'editable' || isEmptyValue(field.value)) return;
    const name = String(field.props.name);
    clearTimeout(timers.get(name));
    const value = String(field.value);
    timers.set(
      name,
      setTimeout(() => {
        http
          .get<unknown>('/sys/duplicate/check', { tableName: screen.table, fieldName: name, fieldVal: value, dataId: recordId ?? '' })
          .then((answer) => {
            if (String(field.value) === value) showConflict(field, answer.success ? null : answer.message);
          })
          .catch(() => undefined);
      }, DUPLICATE_CHECK_DELAY_MS),
    );
  });
}
