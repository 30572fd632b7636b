import type { FieldSchema, QueryFieldConfig, ScreenFile } from './screen.types';

/** The fields stored in the screen's own table (write-only fields such as passwords are not). */
export function storedFields(screen: ScreenFile): [string, FieldSchema][] {
  return Object.entries(screen.entity.properties).filter(([, field]) => !field['x-write-only']);
}

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
