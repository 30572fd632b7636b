import { ok, type Envelope } from '../../core/http/envelope';
import { BusinessError } from '../crud/businessError';
import type { ImportOutcome } from './importRows';
import { EXCEL_MESSAGES, LISTED_ERRORS } from './excelMessages';

/**
 * The answer to an import (jeecg-contract §1.10): success with the row count; code 201 with the
 * error file's path when good rows were kept beside bad ones; a refusal listing the first errors
 * (and the error file in `result`) when nothing was written.
 */
export function importAnswer(outcome: ImportOutcome, errorFile: string | null): Envelope<string | null> {
  const failed = outcome.failures.length;
  if (failed === 0) {
    if (outcome.saved === 0) throw new BusinessError(EXCEL_MESSAGES.noRows);
    return ok(null, EXCEL_MESSAGES.imported(outcome.saved));
  }
  if (outcome.saved > 0) return { ...ok(errorFile, EXCEL_MESSAGES.partial(outcome.saved, failed)), code: 201 };
  const details = outcome.failures
    .slice(0, LISTED_ERRORS)
    .map((failure) => EXCEL_MESSAGES.rowError(failure.row, failure.message))
    .join('；');
  throw new BusinessError(EXCEL_MESSAGES.refused(failed, details), errorFile);
}
