import type { PopupConfig, ReportRecord } from './popup.types';

export const POPUP_NOT_CONFIGURED = 'popup参数未正确配置!';
export const POPUP_FIELDS_MISMATCH = 'popup参数未正确配置,原始值和目标值数量不一致!';
export const SELECT_ONE_RECORD = '请选择一条记录';

/** The (report column, destination field) pairs of a popup, or the configuration error of widgets-spec §5.5. */
export function popupMapping(config: Pick<PopupConfig, 'code' | 'orgFields' | 'destFields'>): { pairs: [string, string][] } | { error: string } {
  const { code, orgFields, destFields } = config;
  if (!code || !orgFields || !destFields) return { error: POPUP_NOT_CONFIGURED };
  const from = orgFields.split(',').map((field) => field.trim());
  const to = destFields.split(',').map((field) => field.trim());
  if (from.length !== to.length) return { error: POPUP_FIELDS_MISMATCH };
  return { pairs: from.map((field, index) => [field, to[index]]) };
}

/** The message when the selection cannot be confirmed: none, or several in single mode. */
export function selectionProblem(rows: readonly ReportRecord[], multi: boolean): string | null {
  return rows.length === 0 || (!multi && rows.length > 1) ? SELECT_ONE_RECORD : null;
}

/** The values to set: each destination gets its column's values of the chosen rows, comma-joined. */
export function mappedValues(rows: readonly ReportRecord[], pairs: readonly [string, string][]): Record<string, string> {
  return Object.fromEntries(
    pairs.map(([from, to]) => [to, rows.map((row) => (row[from] === null || row[from] === undefined ? '' : String(row[from]))).join(',')]),
  );
}

/** Upstream's `sorter="field=desc"` as list parameters. */
export function sorterParams(sorter: string | undefined): { column?: string; order?: 'asc' | 'desc' } {
  const [column, order] = (sorter ?? '').split('=');
  return column ? { column, order: order === 'asc' ? 'asc' : 'desc' } : {};
}

/** `param` keys sent as `self_<key>` (jeecg-contract §1.5). */
export function selfParams(param: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(param ?? {}).map(([key, value]) => [`self_${key}`, value === null || value === undefined ? '' : String(value)]));
}

/** Stable key of a row for selection: its id when it has one, else its values. */
export function rowKeyOf(row: ReportRecord): string {
  return typeof row.id === 'string' && row.id ? row.id : JSON.stringify(Object.values(row));
}

/** `param` keys that are also query fields prefill the query form, without surrounding '…' quotes (upstream). */
export function prefilledQuery(param: Record<string, unknown> | undefined, queryFields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(param ?? {})
      .filter(([key]) => queryFields.includes(key))
      .map(([key, value]) => {
        const text = value === null || value === undefined ? '' : String(value);
        return [key, text.length > 1 && text.startsWith("'") && text.endsWith("'") ? text.slice(1, -1) : text];
      }),
  );
}
