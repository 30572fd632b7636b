import { basename } from 'node:path';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';

/** A dictionary seed as schemas/meta/dict.schema.json declares it. */
export interface DictSeed {
  code: string;
  name: string;
  items: { value: string; text: string; color?: string }[];
}

/**
 * A dictionary seed beyond its meta-schema: its code is its file name (fields and people look a
 * dictionary up by either), and each value is listed once (a stored value must mean one text).
 */
export function checkDictSeed(file: SourceFile, dict: DictSeed): LintIssue[] {
  const issues: LintIssue[] = [];
  const fileName = basename(file.relativePath, '.json');
  if (dict.code !== fileName)
    issues.push(file.issue('/code', `字典编码 '${dict.code}' 与文件名 ${fileName}.json 不同：请把 code 改为 '${fileName}'，或把文件改名为 ${dict.code}.json`));
  const firstOf = new Map<string, number>();
  dict.items.forEach((item, i) => {
    const first = firstOf.get(item.value);
    if (first === undefined) {
      firstOf.set(item.value, i);
      return;
    }
    const earlier = `第${first + 1}项（'${dict.items[first].text}'）`;
    issues.push(
      file.issue(
        `/items/${i}/value`,
        `字典项的值 '${item.value}' 已被${earlier}使用：一个值只能对应一个文字，请把第${i + 1}项（'${item.text}'）改成未用过的值${unusedValueHint(dict)}`,
      ),
    );
  });
  return issues;
}

/** "，例如 '7'" when the values are numbers (the usual case), so the fix is concrete. */
function unusedValueHint(dict: DictSeed): string {
  const numbers = dict.items.map((item) => Number(item.value));
  if (numbers.some((value) => !Number.isInteger(value))) return '';
  return `，例如 '${Math.max(...numbers) + 1}'`;
}
