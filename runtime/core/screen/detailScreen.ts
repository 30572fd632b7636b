import type { FieldSchema, ScreenFile } from './screen.types';
import { detailFields, ORDER_FIELD, type DetailField } from './screenModel';

const ORDER_SCHEMA: FieldSchema = { type: 'integer', title: '排序' };

/** A detail table as a screen, with the master screen and property it comes from. */
export interface DetailScreen extends ScreenFile {
  detailOf: { master: ScreenFile; field: string };
}

/** Whether a screen is a detail table's (made by detailScreenOf) rather than a screen file's. */
export function isDetailScreen(screen: ScreenFile): screen is DetailScreen {
  return 'detailOf' in screen;
}

/**
 * A detail table seen as a screen of its own (same scope as its master), so the database
 * migrations, the row mapping and the scope rules of screens apply to its rows unchanged:
 * the foreign key (indexed), the order number and one field per column. Its declared
 * migrations (`x-detail.migrations`) become the screen's `x-migrations`.
 */
export function detailScreenOf(master: ScreenFile, detail: DetailField): DetailScreen {
  const migrations = detail.field['x-detail']?.migrations;
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
    ...(migrations ? { 'x-migrations': migrations } : {}),
    detailOf: { master, field: detail.name },
  };
}

/** The detail tables of every screen as screens, for migrations. */
export function detailScreensOf(screens: Iterable<ScreenFile>): DetailScreen[] {
  return [...screens].flatMap((screen) => detailFields(screen).map((detail) => detailScreenOf(screen, detail)));
}
