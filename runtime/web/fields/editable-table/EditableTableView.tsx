import type { FieldSchema } from '../../../core/screen/screen.types';
import type { ValueViewProps } from '../fieldType.types';
import { EditableTable } from './EditableTable';
import { rowsFromForm } from './formRows';

/** One empty array for every view without rows: the table takes a new array for a new value. */
const NO_ROWS: Record<string, unknown>[] = [];

/** Read-only view of a detail table (detail forms): the same virtual table, display cells only. */
export function EditableTableView({ value, detail }: ValueViewProps) {
  return <EditableTable detail={detail as FieldSchema} value={rowsFromForm(value) ?? NO_ROWS} readOnly socket={false} />;
}
