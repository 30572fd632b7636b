import {
  AUDIT_FIELDS,
  READ_ONLY_ACTIONS,
  SCREEN_ACTIONS,
  SINGLE_RECORD_ACTIONS,
  type FieldSchema,
  type QueryFieldConfig,
  type ScreenAction,
  type ScreenFile,
} from './screen.types';

/**
 * The fields stored in the screen's own table: not write-only fields (passwords), and not detail
 * tables, whose rows live in their own table (see detailFields).
 */
export function storedFields(screen: ScreenFile): [string, FieldSchema][] {
  return Object.entries(screen.entity.properties).filter(([, field]) => !field['x-write-only'] && field.type !== 'array');
}

/** The audit columns every screen table has, as fields: lists filter and sort by them, dashboards group by them. */
export const AUDIT_FIELD_SCHEMAS: Readonly<Record<(typeof AUDIT_FIELDS)[number], FieldSchema>> = {
  id: { type: 'string', title: 'ID' },
  createBy: { type: 'string', title: '创建人' },
  createTime: { type: 'string', format: 'date-time', title: '创建时间' },
  updateBy: { type: 'string', title: '更新人' },
  updateTime: { type: 'string', format: 'date-time', title: '更新时间' },
  version: { type: 'integer', title: '版本' },
};

/** A detail table of a screen: the array property, its columns and where its rows are stored. */
export interface DetailField {
  name: string;
  field: FieldSchema;
  table: string;
  foreignKey: string;
  columns: [string, FieldSchema][];
}

/** The detail tables (`type: "array"` properties with `x-detail`) of a screen, in property order. */
export function detailFields(screen: ScreenFile): DetailField[] {
  return Object.entries(screen.entity.properties).flatMap(([name, field]) => {
    const link = field['x-detail'];
    if (field.type !== 'array' || !link) return [];
    return [{ name, field, table: link.table, foreignKey: link.foreignKey, columns: Object.entries(field.items?.properties ?? {}) }];
  });
}

/** Field of a detail row holding its position; drag sorting renumbers it (widgets-spec §3). */
export const ORDER_FIELD = 'orderNum';

/** Query field entries normalised to objects; strings default to exact match ('single'). */
export function queryFields(screen: ScreenFile): Required<QueryFieldConfig>[] {
  return (screen.list.query ?? []).map((entry) =>
    typeof entry === 'string' ? { field: entry, mode: 'single' } : { field: entry.field, mode: entry.mode ?? 'single' },
  );
}

/** Default sort of a list: `{ field, order }` from `list.sort`, else createTime descending. */
export function defaultSort(screen: ScreenFile): { field: string; order: 'asc' | 'desc' } {
  const sort = screen.list.sort ?? '-createTime';
  return sort.startsWith('-') ? { field: sort.slice(1), order: 'desc' } : { field: sort, order: 'asc' };
}

/** Permission code of one action on a screen, e.g. `labour:worker:add`. */
export function permissionCode(screen: Pick<ScreenFile, 'permission'>, action: string): string {
  return `${screen.permission}:${action}`;
}

/** The actions a screen exposes: all of SCREEN_ACTIONS, only the reading ones when `readOnly`, reading and editing for the one record of `currentProject`. */
export function screenActions(screen: Pick<ScreenFile, 'readOnly' | 'scope'>): readonly ScreenAction[] {
  if (screen.readOnly) return READ_ONLY_ACTIONS;
  return screen.scope === 'currentProject' ? SINGLE_RECORD_ACTIONS : SCREEN_ACTIONS;
}
