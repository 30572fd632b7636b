import { ok, type Envelope } from '../../core/http/envelope';

/**
 * The upload answer as upstream's CommonController gives it: `message` and `result` hold the
 * stored path and `code` is 0 (media uploads read it that way).
 */
export function uploadAnswer(storedPath: string): Envelope<string> {
  return { ...ok(storedPath, storedPath), code: 0 };
}
