import { nextFireTime } from './nextFireTime';
import { parseCron } from './parseCron';

/**
 * Up to `count` fire times of a Quartz expression after `from`, each strictly after the one
 * before (what a scheduler would run). Fewer when the expression runs out (years that never
 * come); throws CronSyntaxError for an expression Quartz would refuse.
 */
export function nextFireTimes(expression: string, from: Date, count: number): Date[] {
  const spec = parseCron(expression, from);
  const times: Date[] = [];
  let after = from;
  while (times.length < count) {
    const next = nextFireTime(spec, after);
    if (!next) break;
    times.push(next);
    after = next;
  }
  return times;
}
