import type { ComputeDeclaration } from '../../core/compute/compute.types';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import { rowToRecord } from '../crud/recordMapper';
import { storedRow } from '../crud/rowProject';
import type { Transaction } from 'kysely';
import type { DB } from '../db/dbTypes';
import { billRows } from '../posting/postingEngine';
import { dictText } from '../posting/ledgers';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { ClientError } from '../sys/errorHandlers';
import { screenNamed } from './computeSources';

/** A refused compute step (a row without its matching record): 400, the transaction rolls back. */
export class ComputeRefusal extends ClientError {
  constructor(message: string) {
    super(400, message);
    this.name = 'ComputeRefusal';
  }
}

/** How many uncovered rows the refusal names before it says 等. */
const NAMES_SHOWN = 5;

/**
 * Refuses the `covered` step while a row of the document has no matching record in the covering
 * screen (within the document's project, `projectId` when the caller knows it): a 工资单 is 已发放 only when every worker's payment is
 * recorded. The message names the uncovered rows by their key's dictionary text.
 */
export async function checkCovered(
  trx: Transaction<DB>,
  registry: ScreenRegistry,
  screen: ScreenFile,
  declaration: ComputeDeclaration,
  id: string,
  projectId: unknown,
): Promise<void> {
  const covered = declaration.covered!;
  const other = screenNamed(registry, covered.screen);
  const headerRow = await storedRow(trx, screen, id, projectId);
  const header = rowToRecord(screen, headerRow);
  const rows = await billRows(trx, screen, declaration.rows, id, headerRow.project_id);
  const rowPrefix = `${declaration.rows}.`;
  const entries = Object.entries(covered.match);
  const valueFor = (reference: string, row: Record<string, unknown>): string =>
    String((reference.startsWith(rowPrefix) ? row[reference.slice(rowPrefix.length)] : header[reference]) ?? '');

  let query = trx.selectFrom(other.table).select(entries.map(([field]) => `${toColumnName(field)} as ${field}`));
  if (other.scope === 'project') query = query.where('project_id', '=', String(headerRow.project_id ?? ''));
  for (const [field, reference] of entries) if (!reference.startsWith(rowPrefix)) query = query.where(toColumnName(field), '=', valueFor(reference, {}));
  const matchText = (values: (string | unknown)[]) => JSON.stringify(values.map((value) => String(value ?? '')));
  const existing = new Set((await query.execute()).map((found) => matchText(entries.map(([field]) => (found as Record<string, unknown>)[field]))));
  const missing = rows.filter((row) => !existing.has(matchText(entries.map(([, reference]) => valueFor(reference, row)))));
  if (missing.length === 0) return;

  const keyField = screen.entity.properties[declaration.rows].items?.properties[declaration.key];
  const names = await Promise.all(missing.slice(0, NAMES_SHOWN).map((row) => dictText(trx, keyField, row[declaration.key])));
  const named = names.join('、') + (missing.length > NAMES_SHOWN ? ' 等' : '');
  throw new ComputeRefusal(covered.message.replaceAll('{count}', String(missing.length)).replaceAll('{names}', named));
}
