import { IMPORT_BATCH_COLUMN, importEnabled } from '../../core/files/excelSettings';
import { storedFields } from '../../core/screen/screenModel';
import { DEL_FLAG_COLUMN, VERSION_FIELD, type ColumnTypeName, type FieldSchema, type ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';

export type ColumnType = ColumnTypeName;

export interface ColumnSpec {
  name: string;
  type: ColumnType;
  /** Added to an existing table only with a default (a not-null column without one is added nullable, see projectKeys). */
  notNull?: boolean;
  defaultValue?: string;
}

/** SQL type of an entity field (strings are `text`: maxLength is validated, not enforced by the column). */
export function columnTypeOf(field: FieldSchema): ColumnType {
  switch (field.type) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    default:
      if (field.format === 'date') return 'date';
      if (field.format === 'date-time') return 'timestamp';
      return 'text';
  }
}

/**
 * The primary key of a screen's table: `id`, and on a project table `(project_id, id)` — the
 * distribution key leads every unique constraint of a table Citus distributes by it (docs/scale-out.md).
 */
export function primaryKeyOf(screen: ScreenFile): string[] {
  return screen.scope === 'project' ? ['project_id', 'id'] : ['id'];
}

/** Every column of a screen's table: id, the stored fields, audit columns (the version starts at 0, also on existing rows), tenant and project (not null), and on a screen with 导入 the import batch. */
export function screenColumns(screen: ScreenFile): ColumnSpec[] {
  return [
    { name: 'id', type: 'text', notNull: true },
    ...storedFields(screen).map(([name, field]) => ({ name: toColumnName(name), type: columnTypeOf(field) })),
    { name: 'create_by', type: 'text' },
    { name: 'create_time', type: 'timestamp' },
    { name: 'update_by', type: 'text' },
    { name: 'update_time', type: 'timestamp' },
    { name: VERSION_FIELD, type: 'integer', notNull: true, defaultValue: '0' },
    { name: 'tenant_id', type: 'text', notNull: true, defaultValue: '0' },
    ...(screen.scope === 'project' ? [{ name: 'project_id', type: 'text' as const, notNull: true }] : []),
    ...(screen.softDelete ? [{ name: DEL_FLAG_COLUMN, type: 'integer' as const, notNull: true, defaultValue: '0' }] : []),
    ...(importEnabled(screen) ? [{ name: IMPORT_BATCH_COLUMN, type: 'text' as const }] : []),
  ];
}
