import { detailScreenOf } from '../screen/detailScreen';
import { detailFields } from '../screen/screenModel';
import type { ScreenFile } from '../screen/screen.types';
import type { PrintTemplate } from './print.types';

/** A template's list of names or lines: one per comma (half- or full-width) or line break, blanks dropped. */
export function listOf(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(/[,，\n]/)
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
}

/** The first name of `names` that is no field of `screen`, or undefined. */
const unknownField = (names: string[], screen: ScreenFile): string | undefined => names.find((name) => !(name in screen.entity.properties));

/** The fields a template may name, as a hint in the refusal: 字段名（标题）. */
const choices = (screen: ScreenFile): string =>
  Object.entries(screen.entity.properties)
    .filter(([, property]) => property.type !== 'array')
    .map(([name, property]) => `${name}（${property.title ?? name}）`)
    .join('、');

/**
 * Why a template cannot print `printed` (a Chinese message for the editor), or null: it must name
 * at least one field, every field of the record and of the detail rows must exist.
 */
export function templateProblem(template: PrintTemplate, printed: ScreenFile, rowsScreen: ScreenFile | null): string | null {
  const fields = listOf(template.fields);
  if (fields.length === 0) return '打印字段不能为空：按顺序填写要打印的字段名，用逗号分隔';
  const badField = unknownField(fields, printed);
  if (badField) return `打印字段「${badField}」不是${printed.title}的字段；可用的字段：${choices(printed)}`;
  const rowFields = listOf(template.rowFields);
  if (rowFields.length > 0 && !rowsScreen) return `${printed.title}没有明细表，明细字段应留空`;
  const badRowField = rowsScreen ? unknownField(rowFields, rowsScreen) : undefined;
  if (rowsScreen && badRowField) return `明细字段「${badRowField}」不是${rowsScreen.title}的字段；可用的字段：${choices(rowsScreen)}`;
  return null;
}

/**
 * The screen of a printed screen's detail rows: its own detail field as a screen (`rows.detail`),
 * else the other screen `rows.screen` names; null without rows or when the name is unknown.
 */
export function printRowsScreen(printed: ScreenFile, screens: ReadonlyMap<string, ScreenFile>): ScreenFile | null {
  const rows = printed.print?.rows;
  if (!rows) return null;
  if (rows.detail !== undefined) {
    const detail = detailFields(printed).find((entry) => entry.name === rows.detail);
    return detail ? detailScreenOf(printed, detail) : null;
  }
  return (rows.screen && screens.get(rows.screen)) || null;
}
