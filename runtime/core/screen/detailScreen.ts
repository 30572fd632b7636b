import type { FieldSchema, ScreenFile } from './screen.types';
import { detailFields, ORDER_FIELD, type DetailField } from './screenModel';

const ORDER_SCHEMA: FieldSchema = { type: 'integer', title: '排序' };

/**
 * A detail table seen as a screen of its own (same scope as its master), so the database
 * migrations, the row mapping and the scope rules of screens apply to its rows unchanged:
 * the foreign key (indexed), the order number and one field per column.
 */
export function detailScreenOf(master: ScreenFile, detail: DetailField): ScreenFile {
  const properties: Record<string, FieldSchema> = {
    [detail.foreignKey]: { type: 'string', title: detail.foreignKey, 'x-index': true },
    [ORDER_FIELD]: ORDER_SCHEMA,
    ...Object.fromEntries(detail.columns.filter(([key]) => key !== ORDER_FIELD && key !== detail.foreignKey)),
  };
  return {
    id: `${master.id}${detail.name.charAt(0).toUpperCase()}${detail.name.slice(1)}`,
    title: detail.field.title,
    table: detail.table,
    scope: master.scope,
    api: `${master.api}/${detail.name}`,
    permission: master.permission,
    entity: { type: 'object', properties },
    list: { columns: [ORDER_FIELD], sort: ORDER_FIELD },
  };
}

/** The detail tables of every screen as screens, for migrations. */
export function detailScreensOf(screens: Iterable<ScreenFile>): ScreenFile[] {
  return [...screens].flatMap((screen) => detailFields(screen).map((detail) => detailScreenOf(screen, detail)));
}
