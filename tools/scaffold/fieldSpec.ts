import type { FieldSchema } from '../../runtime/core/screen/screen.types';
import { describeKinds, FIELD_KINDS, type KindContext } from './fieldKinds';

/** One field of `--fields`: `name:标题:type[=参数][!][@rule]`, e.g. `phone:联系电话:string!@mobile`, `companyType:类型:dict=company_type`. */
export interface FieldSpec {
  name: string;
  field: FieldSchema;
  required: boolean;
}

/** The screen the fields belong to (a detail table and an upload folder are named after it). */
export type ScreenContext = Omit<KindContext, 'field' | 'argument'>;

/** Parses one `--fields` entry; throws a Chinese message naming the entry when it is malformed. */
export function parseFieldSpec(entry: string, screen: ScreenContext): FieldSpec {
  const match = /^([a-z][a-zA-Z0-9]*):([^:]+):([a-z]+)(?:=([a-z][a-z0-9_,]*))?(!)?(?:@([a-zA-Z0-9*-]+))?$/.exec(entry.trim());
  if (!match)
    throw new Error(`字段格式不正确：'${entry}'，应为 字段名:标题:类型[!][@规则]，如 phone:联系电话:string!@mobile 或 companyType:类型:dict=company_type`);
  const [, name, title, kindName, argument, bang, rule] = match;
  const kind = Object.hasOwn(FIELD_KINDS, kindName) ? FIELD_KINDS[kindName] : undefined;
  if (!kind) throw new Error(`未知的字段类型 '${kindName}'（字段 ${name}），可用：${describeKinds()}`);
  if (kind.argument && !argument) throw new Error(`${kind.description}字段 ${name} 需要写${kind.argument}：${name}:${title}:${kindName}=<${kind.argument}>`);
  if (!kind.argument && argument) throw new Error(`字段类型 ${kindName} 不带参数（字段 ${name} 多写了 =${argument}）`);
  const base = kind.build({ ...screen, field: name, argument });
  // An extra rule goes before the kind's own (a unique field's `only`), as in the hand-written files.
  const rules = [...(rule ? [rule] : []), ...(base['x-rules'] ?? [])];
  const field: FieldSchema = { ...base, title, ...(rules.length > 0 ? { 'x-rules': rules } : {}) };
  return { name, field: orderKeys(field), required: bang === '!' };
}

/** `type` and `title` first, as in the hand-written screen files. */
function orderKeys(field: FieldSchema): FieldSchema {
  const { type, title, ...rest } = field;
  return { type, title, ...rest };
}

/** Parses the whole comma-separated `--fields` value (commas inside a table dictionary are not supported here). */
export function parseFieldSpecs(value: string, screen: ScreenContext): FieldSpec[] {
  const specs = value
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => parseFieldSpec(entry, screen));
  if (specs.length === 0) throw new Error('至少需要一个字段');
  return specs;
}
