import { formatDateTime } from './formatDateTime';
import { nextFireTimes } from './nextFireTimes';
import { validateCron } from './validateCron';

/** Number of run times the builder previews (widgets-spec §9). */
export const PREVIEW_COUNT = 10;
export const NO_EXECUTION_TIME = '无执行时间';

/**
 * The builder's preview text: the next 10 run times after `from`, one per line, formatted
 * `yyyy-MM-dd HH:mm:ss` with the year honoured; 无执行时间 when there is none (or no expression); the validation
 * message when the expression is invalid.
 */
export function cronPreview(expression: string, from: Date): string {
  if (expression.trim() === '') return NO_EXECUTION_TIME;
  const invalid = validateCron(expression, from);
  if (invalid) return invalid;
  const times = nextFireTimes(expression, from, PREVIEW_COUNT);
  return times.length === 0 ? NO_EXECUTION_TIME : times.map(formatDateTime).join('\n');
}
