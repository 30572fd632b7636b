import { parseArgs } from 'node:util';
import type { ScreenScope } from '../../runtime/core/screen/screen.types';
import { describeKinds } from './fieldKinds';

const SCOPES: readonly ScreenScope[] = ['project', 'tenant', 'system'];

/** The flags of `npm run new-screen`; whatever is missing is asked for. */
export interface NewScreenFlags {
  target?: string;
  title?: string;
  table?: string;
  fields?: string;
  scope?: ScreenScope;
  module?: string;
  group?: string;
  groupTitle?: string;
}

/** What the command line asks for: the usage text, or a screen. */
export type CommandLine = { help: true } | { help: false; flags: NewScreenFlags };

/** The usage text of `npm run new-screen -- --help`. */
export function usageText(): string {
  return [
    '用法：npm run new-screen -- <区域>/<页面> [选项]',
    '',
    '写出页面文件 schemas/<区域>/<页面>.json，在 screens.json 中加入菜单项，然后检查整个项目。',
    '没有给出的选项会逐项提问。',
    '',
    '选项：',
    '  --title <标题>          页面标题，如 参建单位',
    '  --table <表名>          数据库表名（默认 <区域>_<页面>）',
    '  --fields <字段列表>     逗号分隔，每项 字段名:标题:类型[=参数][!][@规则]',
    '  --module <模块>         菜单模块（screens.json 的 key，如 labour）',
    '  --group <分组>          菜单分组（key，如 people）',
    '  --group-title <名称>    新建分组时的分组名称',
    '  --scope <范围>          project（默认，按项目隔离）、tenant（按租户）或 system（全系统共用）',
    '  -h, --help              显示本说明',
    '',
    '字段类型：',
    ...describeKinds('\n')
      .split('\n')
      .map((line) => `  ${line}`),
    '',
    '“!” 表示必填，“@规则” 加一条校验规则（如 @mobile，规则编码见 docs/analyst-guide.md “校验规则”）。',
    '',
    '例：',
    '  npm run new-screen -- labour/company --title 参建单位 --table lab_company \\',
    '    --fields "constructionName:单位名称:unique!,companyType:单位类型:dict=org_type,phone:联系电话:string@mobile,license:营业执照:file" \\',
    '    --module labour --group units --group-title 参建单位管理',
  ].join('\n');
}

const OPTIONS = {
  title: { type: 'string' },
  table: { type: 'string' },
  fields: { type: 'string' },
  scope: { type: 'string' },
  module: { type: 'string' },
  group: { type: 'string' },
  'group-title': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * The arguments after `npm run new-screen --`. A wrong one throws a Chinese message that names
 * it and points to `--help`, instead of node's own error and stack trace.
 */
export function parseCommandLine(args: string[]): CommandLine {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new Error(`${explainArgumentError(error)}\n运行 npm run new-screen -- --help 查看用法。`, { cause: error });
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length > 1)
    throw new Error(`只能给出一个页面位置，却有 ${positionals.length} 个：${positionals.join(' ')}\n运行 npm run new-screen -- --help 查看用法。`);
  if (values.scope !== undefined && !(SCOPES as readonly string[]).includes(values.scope))
    throw new Error(`--scope 只能是 ${SCOPES.join('、')}，而不是 '${values.scope}'`);
  return {
    help: false,
    flags: {
      target: positionals[0],
      title: values.title,
      table: values.table,
      fields: values.fields,
      scope: values.scope as ScreenScope | undefined,
      module: values.module,
      group: values.group,
      groupTitle: values['group-title'],
    },
  };
}

/** node's parseArgs errors in Chinese, by their code. */
function explainArgumentError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = (error as Error).message;
  // Node quotes the option as '--bogus', '--title <value>' or '-h, --help'.
  const option = (/'([^']+)'/.exec(message)?.[1] ?? '')
    .replace(/ <value>$/, '')
    .split(', ')
    .pop();
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `不认识的选项 ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return message.includes('does not take') ? `选项 ${option} 不带取值` : `选项 ${option} 缺少取值`;
  return `参数有误：${message}`;
}
