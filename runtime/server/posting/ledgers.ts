import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { parseDictCode } from '../../core/screen/dictCode';
import { toColumnName } from '../../core/screen/naming';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { LedgerFile } from '../../core/posting/posting.types';
import type { AppDb, DB } from '../db/dbTypes';
import { DICT_ITEM_TABLE, DICT_TABLE } from '../dict/dictTables';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** A ledger with the two screens it names. */
export interface LoadedLedger {
  ledger: LedgerFile;
  balance: ScreenFile;
  postings: ScreenFile;
}

/** The ledger `name` of the registry with its balance and posting screens; throws naming what is missing (the lint reports it first). */
export function ledgerOf(registry: Pick<ScreenRegistry, 'screens' | 'ledgers'>, name: string): LoadedLedger {
  const ledger = registry.ledgers?.get(name);
  if (!ledger) throw new Error(`Unknown ledger '${name}': no file schemas/ledgers/${name}.json`);
  const balance = registry.screens.get(ledger.balance);
  const postings = registry.screens.get(ledger.postings);
  if (!balance || !postings) throw new Error(`Ledger '${name}' names screens ${ledger.balance} and ${ledger.postings}, which are not both loaded`);
  return { ledger, balance, postings };
}

export const column = (field: string) => toColumnName(field);

/** The text of a value of a dictionary field (a table dictionary such as the warehouse, or a plain code such as the unit); the value itself when unknown. */
export async function dictText(db: Kysely<DB> | Transaction<DB> | AppDb, field: FieldSchema | undefined, value: unknown): Promise<string> {
  const text = value === null || value === undefined ? '' : String(value);
  const ref = field?.['x-dict'] ? parseDictCode(field['x-dict']) : null;
  if (!ref || text === '') return text;
  const found =
    ref.kind === 'table'
      ? await sql<{
          text: string;
        }>`select ${sql.ref(ref.textColumn)} as text from ${sql.table(ref.table)} where ${sql.ref(ref.valueColumn)} = ${text} limit 1`.execute(db)
      : await sql<{
          text: string;
        }>`select item.item_text as text from ${sql.table(DICT_ITEM_TABLE)} item join ${sql.table(DICT_TABLE)} dict on dict.id = item.dict_id
          where dict.dict_code = ${ref.code} and item.item_value = ${text} limit 1`.execute(db);
  return found.rows[0]?.text ?? text;
}
