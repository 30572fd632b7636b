import type { ScreenFile, ScreenScope } from '../../runtime/core/screen/screen.types';
import type { FieldSpec } from './fieldSpec';
import { prettyJson } from './prettyJson';

export interface ScreenAnswers {
  area: string;
  name: string;
  title: string;
  table: string;
  scope: ScreenScope;
  fields: FieldSpec[];
}

const MAX_LIST_COLUMNS = 8;

/** A dictionary code rather than a table dictionary (`sys_user,realname,id`): only those make a query condition. */
const isCodeDict = (spec: FieldSpec) => spec.field['x-dict'] !== undefined && !spec.field['x-dict'].includes(',');

/**
 * A complete screen file from the answers: every field in the form, visible ones (not hidden, not
 * a detail table) as list columns, dictionary fields and the first text field as query conditions.
 */
export function screenTemplate(answers: ScreenAnswers): ScreenFile {
  const { area, name, fields } = answers;
  const required = fields.filter((spec) => spec.required).map((spec) => spec.name);
  const columns = fields
    .filter((spec) => !spec.field['x-hidden'] && spec.field.type !== 'array')
    .map((spec) => spec.name)
    .slice(0, MAX_LIST_COLUMNS);
  const firstText = fields.find(
    (spec) => spec.field.type === 'string' && !spec.field.format && !spec.field['x-dict'] && !spec.field['x-hidden'] && !spec.field['x-component'],
  );
  const query = [...(firstText ? [{ field: firstText.name, mode: 'like' as const }] : []), ...fields.filter(isCodeDict).map((spec) => spec.name)];
  return {
    $schema: '../meta/screen.schema.json',
    id: `${area}.${name}`,
    title: answers.title,
    table: answers.table,
    scope: answers.scope,
    api: `/${area}/${name}`,
    permission: `${area}:${name}`,
    entity: {
      type: 'object',
      ...(required.length > 0 ? { required } : {}),
      properties: Object.fromEntries(fields.map((spec) => [spec.name, spec.field])),
    },
    list: { columns: columns.length > 0 ? columns : [fields[0].name], ...(query.length > 0 ? { query } : {}), sort: '-createTime', export: true },
    form: { grid: 2 },
  };
}

/** The screen file as text, laid out like the hand-written ones (one field per line). */
export function formatScreen(screen: ScreenFile): string {
  return `${prettyJson(screen)}\n`;
}
