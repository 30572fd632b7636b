import type { FieldSchema } from '../../../core/screen/screen.types';
import type { ValueViewProps } from '../fieldType.types';
import { EditableTable } from './EditableTable';

/** Read-only view of a detail table (detail forms): the same virtual table, display cells only. */
export function EditableTableView({ value, detail }: ValueViewProps) {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  return <EditableTable detail={detail as FieldSchema} value={rows} readOnly socket={false} />;
}
