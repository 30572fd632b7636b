import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { FIELD_TYPE_METAS } from '../../core/fieldTypes/fieldTypeMetas';
import type { JsonSchema } from '../../core/fieldTypes/fieldTypeMeta.types';
import { fieldTypeOf } from '../../core/screen/fieldType';
import type { FieldSchema } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { closeName, quotedList } from './suggest';

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
const propsValidators = new Map<string, ValidateFunction>(FIELD_TYPE_METAS.map((meta) => [meta.name, ajv.compile(meta.propsSchema)]));
const metasByName = new Map(FIELD_TYPE_METAS.map((meta) => [meta.name, meta]));

/**
 * Checks that depend on a property's field type, read from the type's declaration in runtime/core:
 * its `x-component-props` against the type's props schema, and the `x-rules` code the type needs.
 */
export function checkFieldType(file: SourceFile, at: string, field: FieldSchema): LintIssue[] {
  const type = fieldTypeOf(field);
  const meta = metasByName.get(type);
  if (!meta) return []; // an unregistered x-component is the meta-schema's to report
  const issues: LintIssue[] = [];
  const rules = field['x-rules'] ?? [];
  if (meta.requiredRule && !rules.includes(meta.requiredRule))
    issues.push(
      file.issue(
        field['x-rules'] ? `${at}/x-rules` : `${at}/x-component`,
        `${type} 字段缺少 ${meta.requiredRule} 校验规则：请${field['x-rules'] ? `在 x-rules 里加上 "${meta.requiredRule}"` : `加上 "x-rules": ["${meta.requiredRule}"]`}，否则写错的值也能保存`,
      ),
    );
  const props = field['x-component-props'];
  issues.push(...detailColumnIssues(file, at, type, field));
  const validate = propsValidators.get(type);
  if (props !== undefined && validate && !validate(props))
    for (const error of validate.errors ?? []) issues.push(describePropsError(file, `${at}/x-component-props`, type, meta.propsSchema, error));
  return issues;
}

/** A type that reads columns of a detail table (FileVersions) is on a detail field, and each column prop names one of its columns. */
function detailColumnIssues(file: SourceFile, at: string, type: string, field: FieldSchema): LintIssue[] {
  const meta = metasByName.get(type);
  if (!meta?.detailColumnProps) return [];
  if (field.type !== 'array' || !field.items) return [file.issue(`${at}/x-component`, `${type} 只能用于明细字段（type 为 array，带 items 和 x-detail）`)];
  const columns = Object.keys(field.items.properties);
  const props = (field['x-component-props'] ?? {}) as Record<string, unknown>;
  return meta.detailColumnProps.flatMap((prop) => {
    const given = props[prop];
    const name = typeof given === 'string' ? given : String(meta.propsSchema.properties?.[prop]?.default ?? '');
    if (columns.includes(name)) return [];
    const near = closeName(name, columns);
    const pointer = given === undefined ? `${at}/items/properties` : `${at}/x-component-props/${prop}`;
    return [file.issue(pointer, `${type} 的 ${prop} '${name}' 不是明细的列：${near ? `是不是 '${near}'？` : ''}明细的列有 ${quotedList(columns)}`)];
  });
}

function describePropsError(file: SourceFile, at: string, type: string, schema: JsonSchema, error: ErrorObject): LintIssue {
  const pointer = `${at}${error.instancePath}`;
  const name = error.instancePath.slice(error.instancePath.lastIndexOf('/') + 1);
  switch (error.keyword) {
    case 'additionalProperties': {
      const wrong = String(error.params.additionalProperty);
      const allowed = Object.keys(schema.properties ?? {});
      if (allowed.length === 0) return file.issue(`${pointer}/${wrong}`, `${type} 没有可设置的属性：请删掉 x-component-props 里的 '${wrong}'`);
      const near = closeName(wrong, allowed);
      return file.issue(
        `${pointer}/${wrong}`,
        `'${wrong}' 不是 ${type} 的属性：${near ? `是不是 '${near}'？` : ''}${type} 可设置的属性有 ${quotedList(allowed)}`,
      );
    }
    case 'type': {
      const expected = String(error.params.type);
      return file.issue(pointer, `${type} 的属性 ${name} 应为${typeWords(expected)}，这里写的是${valueWords(error.data)}${conversion(expected, error.data)}`);
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      const near = closeName(String(error.data), allowed);
      return file.issue(pointer, `${type} 的属性 ${name} 不能取 ${JSON.stringify(error.data)}：${near ? `是不是 '${near}'？` : ''}可选 ${quotedList(allowed)}`);
    }
    case 'minimum':
    case 'maximum':
      return file.issue(
        pointer,
        `${type} 的属性 ${name} 应${error.keyword === 'minimum' ? '不小于' : '不大于'} ${String(error.params.limit)}，这里写的是 ${JSON.stringify(error.data)}`,
      );
    default:
      return file.issue(
        pointer,
        `${type} 的属性 ${name || 'x-component-props'} 写法不对（${error.message ?? error.keyword}）：见分析师指南“字段类型”中 ${type} 的属性表`,
      );
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: '文字（加双引号）',
  number: '数字',
  integer: '整数',
  boolean: 'true 或 false',
  array: '列表 [...]',
  object: '对象 {...}',
  null: 'null',
};

function typeWords(types: string): string {
  return types
    .split(',')
    .map((type) => TYPE_WORDS[type] ?? type)
    .join('或');
}

function valueWords(value: unknown): string {
  if (Array.isArray(value)) return '列表';
  if (value === null) return ' null';
  if (typeof value === 'object') return '对象';
  if (typeof value === 'string') return `文字 "${value}"`;
  if (typeof value === 'boolean') return ` ${String(value)}`;
  return `数字 ${String(value)}`;
}

/** The value rewritten to the expected type when that is obvious (a number or true/false in quotes, a bare word). */
function conversion(expected: string, value: unknown): string {
  const types = expected.split(',');
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    if (types.includes('number') || (types.includes('integer') && Number.isInteger(Number(value)))) return `：请去掉引号，写成 ${Number(value)}`;
  }
  if (typeof value === 'string' && (value === 'true' || value === 'false') && types.includes('boolean')) return `：请去掉引号，写成 ${value}`;
  if ((typeof value === 'number' || typeof value === 'boolean') && types.includes('string')) return `：请加上引号，写成 "${String(value)}"`;
  return '';
}
