import { toFieldName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { ColumnType } from './screenColumns';

/** A change the screen files ask for that would lose or reinterpret stored data. */
export type SchemaRefusal =
  | { kind: 'removedWithData'; screen: ScreenFile; column: string; rows: number }
  | { kind: 'typeChangedWithData'; screen: ScreenFile; column: string; rows: number; from: ColumnType; to: ColumnType }
  | { kind: 'renameTargetExists'; screen: ScreenFile; column: string; target: string; rows: number };

/** `labour.worker` → `schemas/labour/worker.json` (screen ids follow their file's place). */
export function screenFileOf(screen: ScreenFile): string {
  const [area, name] = screen.id.split('.');
  return `schemas/${area}/${name}.json`;
}

const json = (value: unknown) => JSON.stringify(value);

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
        `  如果是改名，请在 ${file} 中加入 "x-migrations": [${json({ field: '新字段名', renamedFrom: field })}]；\n` +
        `  如果确定删除该列及其数据，请加入 "x-migrations": [${json({ drop: { field, confirm: true } })}]。`
      );
    case 'typeChangedWithData':
      return (
        `${where}，列类型为 ${refusal.from}，${file} 中的字段类型需要 ${refusal.to}，为保护数据拒绝变更。\n` +
        `  如果确定转换已有数据，请在 ${file} 中加入 "x-migrations": [${json({ cast: { field, to: refusal.to } })}]（可加 "using" 指定转换表达式）。`
      );
    case 'renameTargetExists':
      return `${file} 声明字段 ${toFieldName(refusal.target)} 由 ${field} 改名而来，但表 ${screen.table} 中两列都存在（旧列有 ${rows} 行数据）；请先确认保留哪一列，再用 drop 声明删除另一列。`;
  }
}

/** All refusals as one message, headed by what happened. */
export function explainRefusals(refusals: SchemaRefusal[]): string {
  return ['页面文件的改动会丢失或改变已有数据，未执行任何表结构变更：', ...refusals.map((refusal) => `- ${explainRefusal(refusal)}`)].join('\n');
}
