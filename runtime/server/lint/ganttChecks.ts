import type { FieldSchema, GanttConfig, ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** What each field of a Gantt declaration must be: a date, a number, a table dictionary of the screen's own table, or any field. */
const KINDS: Readonly<Record<keyof GanttConfig, 'date' | 'number' | 'self' | 'any'>> = {
  label: 'any',
  start: 'date',
  end: 'date',
  actualStart: 'date',
  actualEnd: 'date',
  progress: 'number',
  dependencies: 'self',
};

function kindProblem(kind: (typeof KINDS)[keyof GanttConfig], field: FieldSchema, screen: ScreenFile): string | null {
  if (kind === 'date' && field.format !== 'date') return 'must be a date field (format: date)';
  if (kind === 'number' && field.type !== 'number' && field.type !== 'integer') return 'must be a number or integer field (0–100)';
  const table = field['x-dict']?.split(',');
  if (kind === 'self' && (table?.length !== 3 || table[0] !== screen.table || table[2] !== 'id'))
    return `must hold ids of this screen's rows: give it "x-dict": "${screen.table},<label column>,id"`;
  return null;
}

/** `list.gantt` names entity fields of the right kinds: dates for the bars, a number for progress, the screen's own ids for dependencies. */
export function checkGantt(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const gantt = screen.list.gantt;
  if (!gantt) return [];
  const issues: LintIssue[] = [];
  const fields = Object.keys(screen.entity.properties);
  for (const [key, name] of Object.entries(gantt) as [keyof GanttConfig, string][]) {
    const at = `/list/gantt/${key}`;
    const field = screen.entity.properties[name];
    if (!field) {
      issues.push(file.issue(at, `gantt.${key} '${name}' is not a field of the entity${didYouMean(name, fields)}`));
      continue;
    }
    const problem = KINDS[key] && kindProblem(KINDS[key], field, screen);
    if (problem) issues.push(file.issue(at, `gantt.${key} '${name}' ${problem}`));
  }
  return issues;
}
