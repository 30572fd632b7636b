import { isDetailScreen } from '../../core/screen/detailScreen';
import { toFieldName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { ColumnType } from './screenColumns';

/** A change the screen files ask for that would lose or reinterpret stored data. */
export type SchemaRefusal =
  | { kind: 'removedWithData'; screen: ScreenFile; column: string; rows: number }
  | { kind: 'typeChangedWithData'; screen: ScreenFile; column: string; rows: number; from: ColumnType; to: ColumnType }
  | { kind: 'renameTargetExists'; screen: ScreenFile; column: string; target: string; rows: number };

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
