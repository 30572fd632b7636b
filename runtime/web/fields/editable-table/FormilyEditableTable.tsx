import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldSchema } from '../../../core/screen/screen.types';
import { isEmptyValue, requiredMessage } from '../../../core/validation/fieldRules';
import { tableErrorMessage } from './cellValidation';
import { EditableTable, type EditableTableHandle } from './EditableTable';
import { rowsFromForm } from './formRows';
import { tableColumns } from './tableColumns';
import type { CellErrors, EditableTableProps, TableRow } from './types';

/** The feedback Formily writes for the table's validator (its `validate-error` of `onBlur`). */
const VALIDATOR_FEEDBACK = { triggerType: 'onBlur', type: 'error', code: 'ValidateError' } as const;

/**
 * The same detail schema object while its content stays the same. Formily hands component props
 * over as a fresh copy on every render; a new `detail` per keystroke would rebuild the columns and
 * re-render every cell in view.
 */
function useSameDetail(detail: FieldSchema): FieldSchema {
  const key = JSON.stringify(detail);
  const kept = useRef({ detail, key });
  if (kept.current.key !== key) kept.current = { detail, key };
  return kept.current.detail;
}

/**
 * The editable table as ONE Formily field: the value is the row array, handed over on every edit
 * (so saving without leaving the cell saves what was typed) and read back unwrapped from Formily's
 * proxies; submitting the form validates every cell (outlining failures, scrolling to the first,
 * bringing its tab forward) and refuses with the error count. Cells are not Formily fields.
 */
export const FormilyEditableTable = observer(function FormilyEditableTable(props: EditableTableProps) {
  const field = useField<Field>();
  const table = useRef<EditableTableHandle>(null);
  const detail = useSameDetail(props.detail);
  const columns = useMemo(() => tableColumns(detail), [detail]);
  const title = detail.title;
  const value = useMemo(() => rowsFromForm(props.value), [props.value]);

  useEffect(() => {
    field.setValidator({
      triggerType: VALIDATOR_FEEDBACK.triggerType,
      validator: async (rows: unknown) => {
        if (field.required && isEmptyValue(rows)) return requiredMessage(detail);
        const handle = table.current;
        if (!handle) return null;
        return tableErrorMessage(title, await handle.validate(), handle.model.state.rows, columns) ?? null;
      },
    });
  }, [field, detail, title, columns]);

  // After a refused save the field's message follows the cells as they are corrected: the table
  // re-checks only the edited cells, so the message is read from its errors (no full check per
  // key) and replaces the one its validator left.
  const onErrorsChange = (errors: CellErrors, rows: readonly TableRow[]) => {
    if (field.selfErrors.length === 0) return;
    const message = tableErrorMessage(title, errors, rows, columns);
    field.setFeedback({ ...VALIDATOR_FEEDBACK, messages: message ? [message] : [] });
  };

  return (
    <EditableTable
      ref={table}
      {...props}
      detail={detail}
      value={value}
      disabled={props.disabled || field.disabled}
      readOnly={props.readOnly || field.readPretty}
      onErrorsChange={onErrorsChange}
    />
  );
});
