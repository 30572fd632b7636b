/**
 * Words for the name patterns of the meta-schemas, so a message says what to write (and offers the
 * corrected name) instead of showing a regular expression an analyst cannot read. Keyed by the
 * pattern text as the meta-schemas write it; a pattern missing here falls back to its description.
 */
interface NameShape {
  rule: string;
  example: string;
  /** The typed value rewritten into this shape, as well as can be guessed. */
  fix: (typed: string) => string;
}

/** Words of a typed name: split at non-alphanumerics and at lower→upper case changes. */
function wordsOf(typed: string): string[] {
  return typed
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function snake(typed: string): string {
  return wordsOf(typed)
    .join('_')
    .replace(/^[^a-z]+/, '');
}

function camel(typed: string): string {
  const words = wordsOf(typed);
  const joined = words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
  return joined.replace(/^[^a-z]+/, '');
}

/** Each part (split at any of `separators`) in camel case. */
function camelParts(typed: string, separators: RegExp): string[] {
  return typed.split(separators).map(camel).filter(Boolean);
}

const SNAKE_RULE = '只能用小写字母、数字和下划线，以字母开头';

const SHAPES: Record<string, NameShape> = {
  '^[a-z][a-z0-9_]{1,62}$': { rule: `${SNAKE_RULE}，最长 63 个字符`, example: 'lab_worker', fix: (typed) => snake(typed).slice(0, 63) },
  '^[a-z][a-z0-9_]*$': { rule: SNAKE_RULE, example: 'org_type', fix: snake },
  '^(/[a-zA-Z][a-zA-Z0-9]*)+$': {
    rule: '由一段或多段“/名称”组成，每段以字母开头、只含字母和数字（不用下划线、短横线，结尾不加 /）',
    example: '/labour/worker',
    fix: (typed) =>
      camelParts(typed, /\/+/)
        .map((part) => `/${part}`)
        .join(''),
  },
  '^[a-z][a-zA-Z0-9]*\\.[a-z][a-zA-Z0-9]*$': {
    rule: '写作 区域.页面 两段，用英文句点隔开，每段以小写字母开头、只含字母和数字',
    example: 'labour.worker',
    fix: (typed) => camelParts(typed, /[./\\]+/).join('.'),
  },
  '^[a-z][a-zA-Z0-9]*(:[a-zA-Z][a-zA-Z0-9]*)+$': {
    rule: '写作 模块:页面，用英文冒号分段，每段以字母开头、只含字母和数字',
    example: 'labour:worker',
    fix: (typed) => camelParts(typed, /[:：./]+/).join(':'),
  },
  '^[a-z][a-zA-Z0-9]*$': { rule: '以小写字母开头、只含字母和数字（小驼峰）', example: 'teamName', fix: camel },
};

/** What the value under each keyword names, for the start of the message. */
const NOUNS: Record<string, string> = {
  table: '表名',
  api: '接口路径',
  id: '编号',
  permission: '权限前缀',
  code: '编码',
  name: '名称',
  key: '标识',
  field: '字段名',
  foreignKey: '字段名',
  ledger: '台账名称',
  screen: '页面编号',
};

/**
 * The message for a value that does not fit its pattern: the rule in words, an example, and the
 * typed value rewritten to fit when that can be derived.
 */
export function patternMessage(pattern: string, keyword: string, typed: string, description?: string): string {
  const noun = NOUNS[keyword] ?? '这个值';
  const shape = SHAPES[pattern];
  if (!shape) return `${noun} '${typed}' 的写法不对${description ? `：${description}` : ''}`;
  const fixed = shape.fix(typed);
  const offer = fixed && fixed !== typed && new RegExp(pattern).test(fixed) ? `；可以改为 '${fixed}'` : '';
  return `${noun} '${typed}' 的写法不对：${noun}${shape.rule}，例如 ${shape.example}${offer}`;
}
