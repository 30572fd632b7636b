import { DepartSelect } from '../../depart-select/DepartSelect';
import { UserSelect } from '../../user-select/UserSelect';
import { pickerCellConfig } from '../pickerCells';
import type { CellEditorProps } from './editor.types';

/**
 * sel_depart and sel_user cells: the department and user pickers, opened as soon as the cell is
 * clicked; the chosen keys are stored comma-joined (and validated as any change is).
 */
export function PickerCellEditor({ column, value, disabled, onChange }: CellEditorProps) {
  const picker = pickerCellConfig(column.type, column.config);
  if (!picker) return null;
  const common = {
    value: value === undefined || value === null ? undefined : String(value),
    multi: picker.multi,
    disabled,
    defaultOpen: true,
    placeholder: column.config.placeholder ?? `请选择${column.title}`,
    onChange: (next: string | undefined) => onChange(next ?? null),
  };
  return picker.kind === 'depart' ? (
    <DepartSelect {...common} customReturnField={picker.store} text={picker.text} />
  ) : (
    <UserSelect {...common} store={picker.store} text={picker.text} />
  );
}
