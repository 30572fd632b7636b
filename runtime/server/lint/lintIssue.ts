/** One problem found in a screen file, the catalogue or a dictionary seed. */
export interface LintIssue {
  /** Path relative to the repository root. */
  file: string;
  /** JSON pointer of the offending value ('' for the whole document). */
  pointer: string;
  /** 1-based line and column of the value, when known. */
  line?: number;
  column?: number;
  message: string;
}

/** `schemas/labour/worker.json:14:7 /entity/properties/x: message` */
export function formatIssue(issue: LintIssue): string {
  const position = issue.line ? `:${issue.line}:${issue.column}` : '';
  return `${issue.file}${position} ${issue.pointer || '/'}: ${issue.message}`;
}
