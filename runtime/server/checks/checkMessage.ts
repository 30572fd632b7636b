import type { Transaction } from 'kysely';
import { checkDetail, checkField, fillMessage, messagePlaceholders, recordField } from '../../core/checks/checkFields';
import type { RecordCheck } from '../../core/checks/check.types';
import { flowOf, stateTitle } from '../../core/flow/flowModel';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { ApiRecord } from '../crud/recordMapper';
import type { DB } from '../db/dbTypes';
import { dictText } from '../posting/ledgers';

/** How a value is shown to a user: a flow state by its title, a dictionary value by its label, anything else as stored. */
async function valueText(trx: Transaction<DB>, screen: ScreenFile, name: string, field: FieldSchema | undefined, value: unknown): Promise<string> {
  const flow = flowOf(screen);
  if (flow && flow.stateField === name) return stateTitle(flow, value);
  return dictText(trx, field, value);
}

/**
 * The refusal of a check: its message with each `{field}` taken from the matched row of the
 * looked-in screen or, when nothing matched (an `exists: true` check), from the checked record.
 */
export async function checkMessage(
  trx: Transaction<DB>,
  check: RecordCheck,
  source: { screen: ScreenFile; record: ApiRecord; matched: boolean },
): Promise<string> {
  const texts: Record<string, string> = {};
  const detail = source.matched ? checkDetail(source.screen, check) : null;
  for (const name of messagePlaceholders(check.message)) {
    const field = source.matched ? checkField(source.screen, detail, name)?.schema : recordField(source.screen, name);
    if (field) texts[name] = await valueText(trx, source.screen, name, field, source.record[name]);
  }
  return fillMessage(check.message, texts);
}
