/**
 * `npm run new-screen -- <area>/<name> [--title 参建单位] [--table lab_company]
 *   [--fields "constructionName:名称:string!,companyType:类型:dict=company_type"]
 *   [--module labour] [--group people] [--group-title 人员管理] [--scope project]`
 * Asks for whatever is not given, writes the screen file and its menu entry, then lints.
 */
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ScreenScope } from '../runtime/core/screen/screen.types';
import { createScreen, defaultTable, parseTarget } from './scaffold/newScreen';

const rootDir = process.env.ROOT_DIR ?? fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    table: { type: 'string' },
    fields: { type: 'string' },
    scope: { type: 'string' },
    module: { type: 'string' },
    group: { type: 'string' },
    'group-title': { type: 'string' },
  },
});

const prompt = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (question: string, fallback?: string): Promise<string> => {
  const answer = (await prompt.question(fallback ? `${question}（默认 ${fallback}）：` : `${question}：`)).trim();
  return answer || fallback || ask(question, fallback);
};

try {
  const target = positionals[0] ?? (await ask('页面位置 <区域>/<页面>，如 labour/company'));
  const { area, name } = parseTarget(target);
  const result = createScreen(rootDir, {
    target,
    title: values.title ?? (await ask('页面标题，如 参建单位')),
    table: values.table ?? (await ask('数据库表名', defaultTable(area, name))),
    fields:
      values.fields ?? (await ask('字段（逗号分隔，字段名:标题:类型[!][@规则]，类型 string/text/number/integer/boolean/date/datetime/time/dict=字典编码）')),
    scope: (values.scope ?? 'project') as ScreenScope,
    module: values.module ?? (await ask('菜单模块（screens.json 的 key，如 labour）', area)),
    group: values.group ?? (await ask('菜单分组（key，如 people）')),
    groupTitle: values['group-title'],
  });
  console.log(`已创建 ${result.screenFile}，并在 screens.json 中加入菜单项。`);
  if (result.problems.length > 0) {
    console.error(result.problems.join('\n'));
    console.error(`\n检查发现 ${result.problems.length} 个问题，请按提示修改。`);
    process.exitCode = 1;
  } else {
    console.log('检查通过。运行 npm run gen 更新类型，重新启动（或 npm run dev）后即可在菜单中看到新页面。');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  prompt.close();
}
