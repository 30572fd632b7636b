import type { Transaction } from 'kysely';
import type { RecordCheck } from '../../core/checks/check.types';
import { RECORD_ID_FIELD } from '../../core/checks/check.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { AuthContext } from '../auth/authContext';
import type { ApiRecord } from '../crud/recordMapper';
import type { DB } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { findMatch, matchedKeys, matchKey } from './checkLookup';
import { checkMessage } from './checkMessage';
import { CheckRefusal } from './checkRefusal';

/** One record to check: its screen, its values (the id included once it has one) and the caller. */
export interface CheckedRecord {
  screen: ScreenFile;
  record: ApiRecord;
  id: string | null;
  auth: AuthContext;
}

/** The looked-up field → value pairs of a check, or null when a matched field of the record is empty (nothing to check). */
function matchValues(check: RecordCheck, subject: CheckedRecord): Record<string, unknown> | null {
  const values: Record<string, unknown> = {};
  for (const [target, own] of Object.entries(check.match)) {
    const value = own === RECORD_ID_FIELD ? subject.id : subject.record[own];
    if (isEmptyValue(value)) return null;
    values[target] = value;
  }
  return values;
}

/** The record's span for a check with `overlap`; undefined when its start or end is empty (nothing to check), null without overlap. */
function spanOf(check: RecordCheck, subject: CheckedRecord): { start: unknown; end: unknown } | null | undefined {
  if (!check.overlap) return null;
  const start = subject.record[check.overlap.start];
  const end = subject.record[check.overlap.end];
  return isEmptyValue(start) || isEmptyValue(end) ? undefined : { start, end };
}

/**
 * Runs the checks in order inside the caller's transaction and throws a CheckRefusal (400) with
 * the first failing check's message: a match where none may exist, or none where one must.
 */
export async function runChecks(
  trx: Transaction<DB>,
  registry: Pick<ScreenRegistry, 'screens'>,
  checks: readonly RecordCheck[],
  subject: CheckedRecord,
): Promise<void> {
  for (const check of checks) {
    const values = matchValues(check, subject);
    const span = spanOf(check, subject);
    if (values === null || span === undefined) continue;
    const target = registry.screens.get(check.screen);
    if (!target) throw new Error(`Check of ${subject.screen.id} looks in the unknown screen ${check.screen} (the lint reports it)`);
    const selfId = check.screen === subject.screen.id ? subject.id : null;
    const matched = await findMatch(trx, { target, check, values, span, selfId, auth: subject.auth });
    if (check.exists === (matched !== null)) continue;
    const source = matched ? { screen: target, record: matched, matched: true } : { screen: subject.screen, record: subject.record, matched: false };
    throw new CheckRefusal(await checkMessage(trx, check, source));
  }
}

/**
 * runChecks for a batch of new records (an import) in one SELECT per check: the refusal of each
 * record, null where every check passes. Only a refused record is looked up again alone, for
 * the message naming what it matched (refusals are few).
 */
export async function runChecksInBulk(
  trx: Transaction<DB>,
  registry: Pick<ScreenRegistry, 'screens'>,
  checks: readonly RecordCheck[],
  subjects: CheckedRecord[],
): Promise<(string | null)[]> {
  const refused = new Set<number>();
  for (const check of checks) {
    const target = registry.screens.get(check.screen);
    if (!target) throw new Error(`Check of a batch looks in the unknown screen ${check.screen} (the lint reports it)`);
    const open = subjects.flatMap((subject, index) => {
      const values = refused.has(index) ? null : matchValues(check, subject);
      return values === null ? [] : [{ index, values }];
    });
    const found = await matchedKeys(
      trx,
      { target, check, auth: subjects[0].auth },
      open.map(({ values }) => values),
    );
    for (const { index, values } of open) if (check.exists !== found.has(matchKey(check, values))) refused.add(index);
  }
  return Promise.all(subjects.map((subject, index) => (refused.has(index) ? refusalOf(trx, registry, checks, subject) : null)));
}

/** The message runChecks gives a record. */
async function refusalOf(
  trx: Transaction<DB>,
  registry: Pick<ScreenRegistry, 'screens'>,
  checks: readonly RecordCheck[],
  subject: CheckedRecord,
): Promise<string> {
  try {
    await runChecks(trx, registry, checks, subject);
  } catch (error) {
    if (error instanceof CheckRefusal) return error.message;
    throw error;
  }
  throw new Error(`Record of ${subject.screen.id} was refused in bulk but passes its checks alone`);
}
