import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CELL_PRESETS, FIELD_RULES, GENERIC_MESSAGES, UNIQUE_CODE } from '../runtime/core/validation/presets';
import { VALUE_CHECKS } from '../runtime/core/validation/valueChecks';
import { dictFilePaths } from '../runtime/server/lint/projectFiles';
import type { FieldTypeMeta } from '../runtime/web/fields/fieldType.types';
import { readFieldTypeMetas } from './fieldTypes';
import type { GeneratedFile } from './generatedFile';

const GUIDE = 'docs/analyst-guide.md';

/** A JSON Schema node as the meta-schemas use it. */
interface SchemaNode {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  required?: string[];
  default?: unknown;
  definitions?: Record<string, SchemaNode>;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** Where a `$ref` leads: a definition of the same file, or another meta-schema by name. */
function resolve(node: SchemaNode, root: SchemaNode): SchemaNode | string {
  if (!node.$ref) return node;
  if (node.$ref.startsWith('#/definitions/')) return root.definitions![node.$ref.slice('#/definitions/'.length)];
  return node.$ref;
}

function describeValue(node: SchemaNode, root: SchemaNode): string {
  const target = resolve(node, root);
  if (typeof target === 'string') {
    if (target === 'field-types.schema.json') return '字段类型名（见“字段类型”）';
    // A keyword written like a top-level one (a dashboard page's `widgets`): named, not repeated.
    return target.startsWith('#/properties/') ? `同 ${code(target.slice('#/properties/'.length))}` : `见 ${target}`;
  }
  if (target.enum) return target.enum.map((value) => code(String(value))).join('、');
  if (target.const !== undefined) return code(JSON.stringify(target.const));
  // A typed node's oneOf only says which of its keywords go together (a total is a sum, a count or …): describe the type.
  if (target.oneOf && target.type === undefined) return target.oneOf.map((branch) => describeValue(branch, root)).join(' 或 ');
  const types = ([] as string[]).concat(target.type ?? []);
  const names: Record<string, string> = { string: '文本', number: '数字', integer: '整数', boolean: 'true / false', array: '列表', object: '对象' };
  const base = types.map((type) => names[type] ?? type).join(' / ') || '—';
  if (types.includes('array') && target.items) return `${base}，元素：${describeValue(target.items, root)}`;
  return target.pattern ? `${base}（格式 ${code(target.pattern)}）` : base;
}

/** The kinds of element a list holds: the branches of its oneOf, of a branch's own oneOf too (x-migrations: schema changes or data moves). */
function branches(node: SchemaNode, root: SchemaNode): SchemaNode[] {
  const target = resolve(node, root);
  if (typeof target === 'string') return [];
  return target.properties || !target.oneOf ? [target] : target.oneOf.flatMap((branch) => branches(branch, root));
}

/** One table row per keyword, depth first, with the path an analyst writes (`list.query[].mode`). */
function keywordRows(node: SchemaNode, root: SchemaNode, path: string, rows: string[], seen: Set<SchemaNode>): void {
  const target = resolve(node, root);
  if (typeof target === 'string' || seen.has(target)) return;
  const children: [string, SchemaNode][] = [];
  if (target.properties)
    children.push(...Object.entries(target.properties).map(([key, child]): [string, SchemaNode] => [path ? `${path}.${key}` : key, child]));
  if (typeof target.additionalProperties === 'object') children.push([`${path}.<字段名>`, target.additionalProperties]);
  if (target.items) for (const branch of branches(target.items, root)) keywordRows(branch, root, `${path}[]`, rows, new Set([...seen, target]));
  for (const [childPath, child] of children) {
    const required = target.required?.includes(childPath.slice(childPath.lastIndexOf('.') + 1)) ? '是' : '';
    const resolved = resolve(child, root);
    const description = child.description ?? (typeof resolved === 'string' ? '' : resolved.description) ?? '';
    rows.push(`| ${code(childPath)} | ${required} | ${cell(describeValue(child, root))} | ${cell(description)} |`);
    keywordRows(child, root, childPath, rows, new Set([...seen, target]));
  }
}

function keywordTable(schema: SchemaNode): string {
  const rows: string[] = [];
  keywordRows(schema, schema, '', rows, new Set());
  return ['| 关键字 | 必填 | 取值 | 说明 |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function propsTable(meta: FieldTypeMeta): string {
  const props = Object.entries(meta.propsSchema.properties ?? {});
  if (props.length === 0) return '无 `x-component-props`。';
  const rows = props.map(
    ([name, prop]) =>
      `| ${code(name)} | ${cell(describeValue(prop as SchemaNode, {}))} | ${prop.default === undefined ? '' : code(JSON.stringify(prop.default))} | ${cell(prop.description ?? '')} |`,
  );
  return ['| 属性 | 取值 | 默认 | 说明 |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** A field definition that uses the type, for the example of each section. */
function fieldExample(meta: FieldTypeMeta): string {
  const examples: Record<string, string> = {
    // The form rule goes with the field type: without it a mistyped expression is saved (the lint says so).
    Cron: '"cronExpression": { "type": "string", "title": "Cron表达式", "maxLength": 255, "x-component": "Cron", "x-rules": ["cron"] }',
    DatePicker: '"entryDate": { "type": "string", "format": "date", "title": "进场日期" }',
    DateTimePicker: '"checkTime": { "type": "string", "format": "date-time", "title": "检查时间" }',
    EditableTable:
      '"staff": {\n  "type": "array", "title": "管理人员",\n  "x-detail": { "table": "lab_company_staff", "foreignKey": "companyId" },\n  "items": { "type": "object", "required": ["staffName"], "properties": {\n    "staffName": { "type": "string", "title": "姓名", "maxLength": 32 },\n    "rank": { "type": "string", "title": "职级", "x-dict": "position_rank" }\n  } }\n}',
    FileVersions:
      '"versions": {\n  "type": "array", "title": "图纸版本", "x-component": "FileVersions", "x-component-props": { "biz": "technology", "accept": ".pdf,.dwg" },\n  "x-detail": { "table": "tec_drawing_version", "foreignKey": "drawingId", "appendOnly": true },\n  "items": { "type": "object", "required": ["versionNo", "file"], "properties": {\n    "versionNo": { "type": "string", "title": "版本号", "maxLength": 16 },\n    "file": { "type": "string", "title": "图纸文件", "maxLength": 1000 },\n    "uploader": { "type": "string", "title": "上传人", "maxLength": 32 },\n    "uploadTime": { "type": "string", "format": "date", "title": "上传日期" },\n    "note": { "type": "string", "title": "版本说明", "maxLength": 200 }\n  } }\n}',
    // The pattern rule is the server's check of the file's kind: the upload's accept list only filters the browser's file picker.
    IfcViewer:
      '"ifcFile": {\n  "type": "string", "title": "IFC 模型", "maxLength": 1000, "x-component": "IfcViewer", "x-component-props": { "biz": "technology" },\n  "x-rules": [{ "pattern": "^[^,]+\\\\.[iI][fF][cC]$", "message": "请上传一个 IFC 格式（.ifc）的模型文件" }]\n}',
    Input: '"teamName": { "type": "string", "title": "班组名称", "maxLength": 64 }',
    InputNumber: '"capital": { "type": "number", "title": "注册资金", "minimum": 0 }',
    MultiSelect: '"workTypes": { "type": "string", "title": "工种", "x-dict": "work_type", "x-component": "MultiSelect" }',
    Password: '"password": { "type": "string", "title": "密码", "x-component": "Password", "x-write-only": true }',
    Select: '"teamType": { "type": "string", "title": "班组类型", "x-dict": "team_type" }',
    Switch: '"isLeader": { "type": "string", "title": "是否班组长", "x-component": "Switch", "x-component-props": { "options": ["1", "0"] } }',
    TextArea: '"remark": { "type": "string", "title": "备注", "maxLength": 255, "x-component": "TextArea" }',
    TimePicker: '"startTime": { "type": "string", "format": "time", "title": "上班时间" }',
    VideoPlayer:
      '"videoFile": {\n  "type": "string", "title": "视频文件", "maxLength": 1000, "x-component": "VideoPlayer", "x-component-props": { "biz": "technology" },\n  "x-rules": [{ "pattern": "^[^,]+\\\\.([mM][pP]4|[wW][eE][bB][mM])$", "message": "请上传一个 MP4 或 WebM 格式的视频文件" }]\n}',
  };
  return examples[meta.name] ?? `"someField": { "type": "string", "title": "某字段", "x-component": "${meta.name}" }`;
}

function fieldTypesSection(metas: FieldTypeMeta[]): string {
  return metas
    .map((meta) => [`### ${meta.name}`, '', meta.description, '', '```json fragment', fieldExample(meta), '```', '', propsTable(meta)].join('\n'))
    .join('\n\n');
}

/** What each rule of VALUE_CHECKS checks, a field that uses it, and a value it refuses (its message is the check's own). */
const VALUE_CHECK_DOCS: Record<string, { checks: string; example: string; bad: string }> = {
  cron: {
    checks: 'Quartz Cron 表达式：秒 分 时 日 月 周 [年]，以空格分隔，最多 7 项，各项取值在范围内（与定时任务的 Cron 构造器同一套校验）；空值不检查',
    example: '"cronExpression": { "type": "string", "title": "Cron表达式", "x-component": "Cron", "x-rules": ["cron"] }',
    bad: '0 0 25 * * ?',
  },
  positive: {
    checks: '大于 0 的数（如数量：0 或负数会在合计行里被减掉）',
    example: '"planQty": { "type": "number", "title": "计划数量", "x-rules": ["positive"] }',
    bad: '0',
  },
  gatewayHost: {
    checks: '主机名（含国际化域名）、IPv4 或 [IPv6]，可带 :端口，不含协议和路径',
    example: '"host": { "type": "string", "title": "主机", "x-rules": ["gatewayHost"] }',
    bad: 'http://api.example.com/v1',
  },
  gatewayPathPrefix: {
    checks: '以 / 开头的规范路径，不含 ..、?、#、%',
    example: '"pathPrefix": { "type": "string", "title": "路径前缀", "x-rules": ["gatewayPathPrefix"] }',
    bad: 'api',
  },
};

function rulesSection(): string {
  const fieldRules = Object.entries(FIELD_RULES).map(
    ([name, rule]) =>
      `| ${code(name)} | ${cell(code(rule.pattern.source))} | ${cell(rule.message)}${rule.requiredMessage ? `（为空时：${rule.requiredMessage}）` : ''} |`,
  );
  const cellRules = Object.entries(CELL_PRESETS).map(
    ([name, pattern]) => `| ${code(name)} | ${cell(code(pattern.source))} | ${cell(GENERIC_MESSAGES.format('<字段名称>'))} |`,
  );
  return [
    '在字段上写 `"x-rules": ["规则编码"]`，例如 `"phone": { "type": "string", "title": "联系电话", "x-rules": ["mobile"] }`；',
    '也可以写自定义正则 `{ "pattern": "^[A-Z]{2}\\\\d{4}$", "message": "请输入两位大写字母加四位数字" }`。',
    '',
    '| 规则编码 | 正则 | 不匹配时的提示 |',
    '| --- | --- | --- |',
    ...fieldRules,
    ...cellRules,
    `| ${code(UNIQUE_CODE)} | — | 在本项目（或租户）内唯一：${cell(GENERIC_MESSAGES.unique('<字段名称>'))} |`,
    '',
    '下面的规则不是正则，由程序检查（表单和服务器同一套），写法相同：',
    '',
    '| 规则编码 | 检查什么 | 例 | 不合格时的提示（例） |',
    '| --- | --- | --- | --- |',
    ...Object.entries(VALUE_CHECKS).map(([name, check]) => {
      const doc = VALUE_CHECK_DOCS[name];
      if (!doc) throw new Error(`generators/docs.ts: VALUE_CHECK_DOCS has no entry for the rule '${name}' (runtime/core/validation/valueChecks.ts)`);
      return `| ${code(name)} | ${cell(doc.checks)} | ${code(doc.example)} | ${code(doc.bad)} → ${cell(check(doc.bad) ?? '')} |`;
    }),
  ].join('\n');
}

function dictionariesSection(rootDir: string): string {
  const rows = dictFilePaths(rootDir).map((path) => {
    const dict = JSON.parse(readFileSync(path, 'utf8')) as { code: string; name: string; items: { value: string; text: string }[] };
    return `| ${code(dict.code)} | ${cell(dict.name)} | ${cell(dict.items.map((item) => `${item.value}=${item.text}`).join('，'))} |`;
  });
  return ['| 字典编码 | 名称 | 字典项（值=文字） |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The field keywords whose values the server derives (§十六): `x-bands`, `x-formula`, `x-sum` of the screen meta-schema's field. */
function derivedFieldKeywords(screenMeta: SchemaNode): string {
  const field = screenMeta.definitions!.field.properties!;
  const properties = Object.fromEntries(['x-formula', 'x-sum', 'x-lookup', 'x-bands'].map((key) => [key, field[key]]));
  return keywordTable({ ...screenMeta, properties, required: [] });
}

/** The generated sections of the guide, by marker name. */
async function sections(rootDir: string): Promise<Record<string, string>> {
  const meta = (name: string) => JSON.parse(readFileSync(join(rootDir, 'schemas/meta', name), 'utf8')) as SchemaNode;
  return {
    'screen-keywords': keywordTable(meta('screen.schema.json')),
    'flow-keywords': keywordTable(meta('flow.schema.json')),
    // readFieldTypeMetas only accepts modules whose meta has a propsSchema.
    'field-types': fieldTypesSection((await readFieldTypeMetas(rootDir)) as FieldTypeMeta[]),
    rules: rulesSection(),
    dictionaries: dictionariesSection(rootDir),
    'catalogue-keywords': keywordTable(meta('catalogue.schema.json')),
    'dict-keywords': keywordTable(meta('dict.schema.json')),
    'dashboard-keywords': keywordTable(meta('dashboard.schema.json')),
    'ledger-keywords': keywordTable(meta('ledger.schema.json')),
    'sheet-keywords': keywordTable(meta('sheet.schema.json')),
    'check-keywords': keywordTable(meta('check.schema.json')),
    'derived-field-keywords': derivedFieldKeywords(meta('screen.schema.json')),
  };
}

const marker = (name: string, edge: 'start' | 'end') => `<!-- generated:${name}:${edge} -->`;

/**
 * docs/analyst-guide.md with its reference sections regenerated from the meta-schemas, the field
 * registry, the rule presets and the dictionary seeds; the prose between them is kept as written.
 */
export async function generateAnalystGuide(rootDir: string): Promise<GeneratedFile> {
  const path = join(rootDir, GUIDE);
  let content = existsSync(path) ? readFileSync(path, 'utf8') : '';
  for (const [name, body] of Object.entries(await sections(rootDir))) {
    const start = content.indexOf(marker(name, 'start'));
    const end = content.indexOf(marker(name, 'end'));
    if (start < 0 || end < start) throw new Error(`${GUIDE} must hold the markers ${marker(name, 'start')} … ${marker(name, 'end')}`);
    content = `${content.slice(0, start)}${marker(name, 'start')}\n${body}\n${content.slice(end)}`;
  }
  return { path: GUIDE, content };
}
