/**
 * `npm run new-screen -- <area>/<name> [--title 参建单位] [--table lab_company]
 *   [--fields "constructionName:名称:string!,companyType:类型:dict=company_type"]
 *   [--module labour] [--group people] [--group-title 人员管理] [--scope project]`
 * Asks for whatever is not given, writes the screen file and its menu entry, then lints.
 * `--help` prints the usage (tools/scaffold/commandLine.ts).
 */
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseCommandLine, usageText, type NewScreenFlags } from './scaffold/commandLine';
import { describeKinds } from './scaffold/fieldKinds';
import { createScreen, defaultTable, parseTarget } from './scaffold/newScreen';

const rootDir = process.env.ROOT_DIR ?? fileURLToPath(new URL('..', import.meta.url));

async function run(flags: NewScreenFlags): Promise<void> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (question: string, fallback?: string): Promise<string> => {
    const answer = (await prompt.question(fallback ? `${question}（默认 ${fallback}）：` : `${question}：`)).trim();
    return answer || fallback || ask(question, fallback);
  };
  try {
    const target = flags.target ?? (await ask('页面位置 <区域>/<页面>，如 labour/company'));
    const { area, name } = parseTarget(target);
    const result = createScreen(rootDir, {
      target,
      title: flags.title ?? (await ask('页面标题，如 参建单位')),
      table: flags.table ?? (await ask('数据库表名', defaultTable(area, name))),
      fields: flags.fields ?? (await ask(`字段（逗号分隔，字段名:标题:类型[=参数][!][@规则]，类型 ${describeKinds()}）`)),
      scope: flags.scope ?? 'project',
      module: flags.module ?? (await ask('菜单模块（screens.json 的 key，如 labour）', area)),
      group: flags.group ?? (await ask('菜单分组（key，如 people）')),
      groupTitle: flags.groupTitle,
    });
    console.log(`已创建 ${result.screenFile}，并在 screens.json 中加入菜单项。`);
    if (result.problems.length > 0) {
      console.error(result.problems.join('\n'));
      console.error(`\n检查发现 ${result.problems.length} 个问题，请按提示修改。`);
      process.exitCode = 1;
    } else {
      console.log('检查通过。运行 npm run gen 更新类型，重新启动（或 npm run dev）后即可在菜单中看到新页面。');
    }
  } finally {
    prompt.close();
  }
}

try {
  const commandLine = parseCommandLine(process.argv.slice(2));
  if (commandLine.help) console.log(usageText());
  else await run(commandLine.flags);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
