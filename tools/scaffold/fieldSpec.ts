import type { FieldSchema } from '../../runtime/core/screen/screen.types';

/** One field of `--fields`: `name:标题:type[!][@rule]`, e.g. `phone:联系电话:string!@mobile`, `companyType:类型:dict=company_type`. */
export interface FieldSpec {
  name: string;
  field: FieldSchema;
  required: boolean;
}

/** The field types the scaffolder understands, with the screen-file definition each stands for. */
export const FIELD_KINDS: Readonly<Record<string, Omit<FieldSchema, 'title'>>> = {
  string: { type: 'string', maxLength: 64 },
  text: { type: 'string', maxLength: 500, 'x-component': 'TextArea', 'x-hidden': true },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  time: { type: 'string', format: 'time' },
};

/** Parses one `--fields` entry; throws a Chinese message naming the entry when it is malformed. */
export function parseFieldSpec(entry: string): FieldSpec {
  const match = /^([a-z][a-zA-Z0-9]*):([^:]+):([a-z]+)(?:=([a-z][a-z0-9_,]*))?(!)?(?:@([a-zA-Z0-9*-]+))?$/.exec(entry.trim());
  if (!match)
    throw new Error(`字段格式不正确：'${entry}'，应为 字段名:标题:类型[!][@规则]，如 phone:联系电话:string!@mobile 或 companyType:类型:dict=company_type`);
  const [, name, title, kind, dict, bang, rule] = match;
  const base = kind === 'dict' ? { type: 'string' as const } : FIELD_KINDS[kind];
  if (!base) throw new Error(`未知的字段类型 '${kind}'（字段 ${name}），可用：${[...Object.keys(FIELD_KINDS), 'dict=<字典编码>'].join('、')}`);
  if (kind === 'dict' && !dict) throw new Error(`字典字段 ${name} 需要写字典编码：${name}:${title}:dict=<字典编码>`);
  const field: FieldSchema = { ...base, title, ...(dict ? { 'x-dict': dict } : {}), ...(rule ? { 'x-rules': [rule] } : {}) };
  return { name, field: orderKeys(field), required: bang === '!' };
}

/** `type` and `title` first, as in the hand-written screen files. */
function orderKeys(field: FieldSchema): FieldSchema {
  const { type, title, ...rest } = field;
  return { type, title, ...rest };
}

/** Parses the whole comma-separated `--fields` value (commas inside a table dictionary are not supported here). */
export function parseFieldSpecs(value: string): FieldSpec[] {
  const specs = value
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map(parseFieldSpec);
  if (specs.length === 0) throw new Error('至少需要一个字段');
  return specs;
}
