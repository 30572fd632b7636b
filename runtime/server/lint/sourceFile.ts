import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'json-source-map';
import { readJson, type DuplicateKey } from './jsonReader';
import type { LintIssue } from './lintIssue';

/** A parsed JSON file that can turn JSON pointers into line and column for messages. */
export class SourceFile {
  readonly data: unknown;
  private readonly pointers: ReturnType<typeof parse>['pointers'];

  private constructor(
    readonly path: string,
    readonly relativePath: string,
    text: string,
    private readonly duplicates: DuplicateKey[],
  ) {
    const parsed = parse(text);
    this.data = parsed.data;
    this.pointers = parsed.pointers;
  }

  /** The file, or its first syntax slip said in words at the place to fix. */
  static open(rootDir: string, path: string): SourceFile | LintIssue {
    const relativePath = relative(rootDir, path);
    const text = readFileSync(path, 'utf8');
    const reading = readJson(text);
    if (reading.slip) return { file: relativePath, pointer: '', line: reading.slip.line, column: reading.slip.column, message: reading.slip.message };
    try {
      return new SourceFile(path, relativePath, text, reading.duplicates);
    } catch (error) {
      // Only if the reader and the parser ever disagree: the parser's own words, still at a place.
      return {
        file: relativePath,
        pointer: '',
        ...syntaxErrorLocation(text, (error as Error).message),
        message: `不是合法的 JSON：${(error as Error).message}`,
      };
    }
  }

  /** Keys written twice in one object; JSON.parse keeps the last silently, so each is reported where it is written. */
  duplicateKeyIssues(): LintIssue[] {
    return this.duplicates.map((duplicate) => ({
      file: this.relativePath,
      pointer: duplicate.pointer,
      line: duplicate.line,
      column: duplicate.column,
      message: `'${duplicate.key}' 在同一个对象里写了两次（另一处在第${duplicate.firstLine}行），JSON 只保留后写的那个：请删掉或合并其中一处`,
    }));
  }

  /** An issue at a pointer; an unknown pointer falls back to its nearest known parent. */
  issue(pointer: string, message: string): LintIssue {
    let at = pointer;
    while (!(at in this.pointers) && at !== '') at = at.slice(0, at.lastIndexOf('/'));
    const location = this.pointers[at]?.key ?? this.pointers[at]?.value;
    return {
      file: this.relativePath,
      pointer,
      line: location ? location.line + 1 : undefined,
      column: location ? location.column + 1 : undefined,
      message,
    };
  }
}

/** Line and column of a JSON syntax error, from the `at position N` of the parser's message. */
function syntaxErrorLocation(text: string, message: string): { line?: number; column?: number } {
  const position = /position (\d+)/.exec(message);
  if (!position) return {};
  const before = text.slice(0, Number(position[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

export { pointerSegment } from './jsonPointer';
