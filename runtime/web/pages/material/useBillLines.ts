import { useCallback, useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import { scanCode, type BillLine, type LineSource } from './scanLines';

/**
 * The rows of the bill being scanned. A code the source does not know is said at once, in a
 * message that stays a few seconds (the keeper scanning away from the screen looks up at it).
 */
export function useBillLines(find: (code: string) => LineSource | null, unknown: (code: string) => string) {
  const [lines, setLines] = useState<BillLine[]>([]);
  const scan = useCallback(
    (code: string) => {
      const outcome = scanCode(lines, code, find, unknown);
      if (outcome.ok) setLines(outcome.lines);
      else feedback().message.error({ content: outcome.message, duration: 4 });
    },
    [lines, find, unknown],
  );
  return { lines, setLines, scan };
}
