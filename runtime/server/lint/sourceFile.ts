import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'json-source-map';
import type { LintIssue } from './lintIssue';

/** A parsed JSON file that can turn JSON pointers into line and column for messages. */
export class SourceFile {
  readonly data: unknown;
  private readonly pointers: ReturnType<typeof parse>['pointers'];

  constructor(
    readonly path: string,
    readonly relativePath: string,
  ) {
    const parsed = parse(readFileSync(path, 'utf8'));
    this.data = parsed.data;
    this.pointers = parsed.pointers;
  }

  static open(rootDir: string, path: string): SourceFile | LintIssue {
    const relativePath = relative(rootDir, path);
    try {
      return new SourceFile(path, relativePath);
    } catch (error) {
      return {
        file: relativePath,
        pointer: '',
        ...syntaxErrorLocation(readFileSync(path, 'utf8'), (error as Error).message),
        message: `not valid JSON: ${(error as Error).message}`,
      };
    }
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

/** Escapes one JSON pointer segment. */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
