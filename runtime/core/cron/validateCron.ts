import { parseCron } from './parseCron';
import { CronSyntaxError } from './cronSyntaxError';

/** Upstream's year check: `*`, `?`, or numbers, ranges `a-b` and steps `a/b`, comma-separated. */
const YEAR_PATTERN = /^(\*|\?|\d+([-/]\d+)?(,\d+([-/]\d+)?)*)$/;

/**
 * The Chinese message for an invalid Quartz expression, or null when it is valid. Same order as
 * JEasyCron's validator: empty is valid, at most 7 fields, the year field's form, then Quartz's
 * own parse (where upstream used cron-parser). Used by the builder, the form rule `cron` and the
 * server alike.
 */
export function validateCron(expression: string, now: Date = new Date()): string | null {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length > 7) return 'Cron表达式最多7项！';
  if (parts.length === 7 && !YEAR_PATTERN.test(parts[6])) return `Cron表达式参数[年]错误：${parts[6]}`;
  try {
    parseCron(expression, now);
    return null;
  } catch (error) {
    if (error instanceof CronSyntaxError) return `Cron表达式错误：${error.message}`;
    throw error;
  }
}
