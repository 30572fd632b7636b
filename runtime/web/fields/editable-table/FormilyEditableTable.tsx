import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { useEffect, useMemo, useRef } from 'react';
import { isEmptyValue, requiredMessage } from '../../../core/validation/fieldRules';
import { tableErrorMessage } from './cellValidation';
import { EditableTable, type EditableTableHandle } from './EditableTable';
import { tableColumns } from './tableColumns';
import type { EditableTableProps } from './types';

/**
 * The editable table as ONE Formily field: the value is the row array; submitting the form
 * validates every cell (outlining failures, scrolling to the first, bringing its tab forward) and
 * refuses with the error count. Cells are not Formily fields.
 */
export const FormilyEditableTable = observer(function FormilyEditableTable(props: EditableTableProps) {
  const field = useField<Field>();
  const table = useRef<EditableTableHandle>(null);
  const columns = useMemo(() => tableColumns(props.detail), [props.detail]);
  const title = props.detail.title;

  useEffect(() => {
    field.setValidator({
      triggerType: 'onBlur',
      validator: async (value: unknown) => {
        if (field.required && isEmptyValue(value)) return requiredMessage(props.detail);
        const handle = table.current;
        if (!handle) return null;
        return tableErrorMessage(title, await handle.validate(), handle.model.state.rows, columns) ?? null;
      },
    });
  }, [field, props.detail, title, columns]);

  const onChange = (rows: Record<string, unknown>[]) => {
    props.onChange?.(rows);
    const handle = table.current;
    if (field.selfErrors.length === 0 || !handle) return;
    void handle.model.validateAll().then((errors) => {
      const message = tableErrorMessage(title, errors, handle.model.state.rows, columns);
      field.setSelfErrors(message ? [message] : []);
    });
  };

  return <EditableTable ref={table} {...props} disabled={props.disabled || field.disabled} readOnly={props.readOnly || field.readPretty} onChange={onChange} />;
});
