import { isDetailScreen } from '../../core/screen/detailScreen';
import { toFieldName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import { FAILING_ROWS_SHOWN, type FailingRow } from './castProbe';
import type { ColumnType } from './screenColumns';

/** A change the screen files ask for that would lose or reinterpret stored data. */
export type SchemaRefusal =
  | { kind: 'removedWithData'; screen: ScreenFile; column: string; rows: number }
  | { kind: 'typeChangedWithData'; screen: ScreenFile; column: string; rows: number; from: ColumnType; to: ColumnType }
  | { kind: 'renameTargetExists'; screen: ScreenFile; column: string; target: string; rows: number };

/** A declared cast the stored data cannot satisfy (or whose `using` expression does not run). */
export interface CastFailure {
  screen: ScreenFile;
  column: string;
  from: ColumnType;
  to: ColumnType;
  /** The expression that failed: the declared `using`, or the plain cast. */
  using: string;
  /** PostgreSQL's own message. */
  reason: string;
  /** Whether values failed to convert (a data exception) rather than the expression itself. */
  dataError: boolean;
  /** The first rows that fail, with their values. */
  rows: FailingRow[];
}

/** `labour.worker` → `schemas/labour/worker.json` (screen ids follow their file's place); a detail table's is its master's. */
export function screenFileOf(screen: ScreenFile): string {
  const [area, name] = (isDetailScreen(screen) ? screen.detailOf.master : screen).id.split('.');
  return `schemas/${area}/${name}.json`;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Where a declaration goes, as the words after 请: the screen's `x-migrations`, or the
 * `migrations` of the detail property's `x-detail`; in `file` when given.
 */
function declare(screen: ScreenFile, entry: unknown, file?: string): string {
  const list = `[${json(entry)}]`;
  if (!isDetailScreen(screen)) return `${file ? `在 ${file} 中` : ''}加入 "x-migrations": ${list}`;
  return `在${file ? ` ${file} ` : ''}字段 ${screen.detailOf.field} 的 "x-detail" 中加入 "migrations": ${list}`;
}

/** Where a declared cast is replaced, as the words after 请: the entry of `x-migrations`, or of the detail property's `x-detail.migrations`. */
function replaceDeclared(screen: ScreenFile, entry: unknown, file: string): string {
  const list = isDetailScreen(screen) ? `字段 ${screen.detailOf.field} 的 "x-detail" 的 "migrations"` : '"x-migrations"';
  return `把 ${file} 中 ${list} 里这一列的 cast 改为 ${json(entry)}`;
}

/** One refusal in Chinese: what would be lost, and the exact `x-migrations` entry that allows it. */
export function explainRefusal(refusal: SchemaRefusal): string {
  const { screen, column, rows } = refusal;
  const file = screenFileOf(screen);
  const field = toFieldName(column);
  const where = `表 ${screen.table} 的列 ${column}（字段 ${field}）有 ${rows} 行数据`;
  switch (refusal.kind) {
    case 'removedWithData':
      return (
        `${where}，但 ${file} 中已没有该字段，为保护数据拒绝变更。\n` +
        `  如果是改名，请${declare(screen, { field: '新字段名', renamedFrom: field }, file)}；\n` +
        `  如果确定删除该列及其数据，请${declare(screen, { drop: { field, confirm: true } })}。`
      );
    case 'typeChangedWithData':
      return (
        `${where}，列类型为 ${refusal.from}，${file} 中的字段类型需要 ${refusal.to}，为保护数据拒绝变更。\n` +
        `  如果确定转换已有数据，请${declare(screen, { cast: { field, to: refusal.to } }, file)}（可加 "using" 指定转换表达式）。`
      );
    case 'renameTargetExists':
      return `${file} 声明字段 ${toFieldName(refusal.target)} 由 ${field} 改名而来，但表 ${screen.table} 中两列都存在（旧列有 ${rows} 行数据）；请先确认保留哪一列，再用 drop 声明删除另一列。`;
  }
}

/** All refusals as one message, headed by what happened. */
export function explainRefusals(refusals: SchemaRefusal[]): string {
  return ['页面文件的改动会丢失或改变已有数据，未执行任何表结构变更：', ...refusals.map((refusal) => `- ${explainRefusal(refusal)}`)].join('\n');
}

/** `trim(col::text)` matched against a pattern of convertible values: whatever does not match becomes null. */
const nullUnless = (value: string, pattern: string, to: ColumnType) => `case when ${value} ~ '${pattern}' then ${value}::${to} end`;

/**
 * A `using` expression that converts what can be converted and leaves the rest empty (null), by
 * the target type. Patterns without backslashes, so the expression reads the same inside JSON.
 */
export function suggestedUsing(column: string, to: ColumnType): string {
  const value = `trim(${column}::text)`;
  switch (to) {
    case 'numeric':
      return nullUnless(value, '^[-+]?[0-9]+([.][0-9]+)?$', to);
    case 'integer':
      // At most nine digits: anything longer may not fit an integer.
      return nullUnless(value, '^[-+]?[0-9]{1,9}$', to);
    case 'date':
      return nullUnless(value, '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', to);
    case 'timestamp':
      return nullUnless(value, '^[0-9]{4}-[0-9]{2}-[0-9]{2}([ T][0-9]{2}:[0-9]{2}(:[0-9]{2})?)?$', to);
    case 'boolean':
      return `case when lower(${value}) in ('1', 'true', 't', 'yes', 'y', '是') then true when lower(${value}) in ('0', 'false', 'f', 'no', 'n', '否') then false end`;
    case 'text':
      return `${column}::text`;
  }
}

const quoteValue = (value: string) => `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;

/** A failed cast in Chinese: which rows fail with which values, and a `using` that would let it through. */
export function explainCastFailure(failure: CastFailure): string {
  const { screen, column, rows } = failure;
  const field = toFieldName(column);
  const file = screenFileOf(screen);
  const head = `表 ${screen.table} 的列 ${column}（字段 ${field}）从 ${failure.from} 转换为 ${failure.to} 失败（using ${failure.using}）：${failure.reason}。该列未改变。`;
  const suggestion = { cast: { field, to: failure.to, using: suggestedUsing(column, failure.to) } };
  if (!failure.dataError)
    return `${head}\n  请检查 "using" 表达式（列名写作 ${column}），例如${replaceDeclared(screen, suggestion, file)}（无法转换的值变为空）。`;
  const listed = rows.map((row) => `id ${row.id} 的值 ${quoteValue(row.value)}`).join('，');
  return [
    head,
    ...(rows.length > 0 ? [`  无法转换的行${rows.length >= FAILING_ROWS_SHOWN ? `（前 ${rows.length} 行）` : ''}：${listed}。`] : []),
    `  请先在页面上改正这些数据再启动；或${replaceDeclared(screen, suggestion, file)}，无法转换的值将变为空。`,
  ].join('\n');
}
