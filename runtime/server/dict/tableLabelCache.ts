import { sql } from 'kysely';
import type { ChangeFeed } from '../db/changeFeed';
import type { AppDb } from '../db/dbTypes';
import type { DictItem } from './dictTables';
import type { TableDict } from './tableDict';

/** The channel a watched table's change is announced on, with the table's name as payload. */
export const TABLE_CHANGE_CHANNEL = 'sys_table_change';

/** The trigger function announcing a watched table's change, and its body (compared with the catalog's at start). */
const ANNOUNCE_FUNCTION = 'sys_announce_table_change';
const ANNOUNCE_BODY = `begin perform pg_notify('${TABLE_CHANGE_CHANNEL}', tg_table_name); return null; end`;

/** Most labels kept over all tables; past that the cache starts afresh. */
const MAX_LABELS = 100_000;

/** What is known of one dictionary in one scope: each value's label, null for a value without a row. */
type Labels = Map<string, string | null>;

/**
 * Labels of table dictionaries (a value's text in a screen's table, within the caller's scope),
 * kept in process so that a list labels its page without reading the tables again. A statement-
 * level trigger on each watched table announces every committed change (TABLE_CHANGE_CHANNEL), in
 * this process and every other on the database, and the announcement drops that table's labels.
 * Unwatched tables and a feed that is not live are read every time.
 */
export class TableLabelCache {
  /** table → dictionary and scope → labels. */
  readonly #byTable = new Map<string, Map<string, Labels>>();
  /** Moves at every drop of a table's labels: a read that started before it is not kept. */
  readonly #generation = new Map<string, number>();
  readonly #watched = new Set<string>();
  #size = 0;
  #stop: (() => void) | null = null;

  constructor(private readonly changes: ChangeFeed) {}

  /**
   * Announces changes of `tables` from now on and listens. The function and the triggers are made
   * only where missing or different: one catalog read at a restart instead of DDL, which cost PGlite
   * tens of milliseconds of every start.
   */
  async watch(db: AppDb, tables: string[]): Promise<void> {
    const { rows } = await sql<{ body: string | null; triggers: string[] }>`
      select (select prosrc from pg_proc where proname = ${ANNOUNCE_FUNCTION} and pronamespace = current_schema()::regnamespace) as body,
        array(select tgname from pg_trigger where not tgisinternal)::text[] as triggers`.execute(db);
    if (rows[0].body !== ANNOUNCE_BODY)
      await sql`create or replace function ${sql.id(ANNOUNCE_FUNCTION)}() returns trigger language plpgsql as ${sql.lit(ANNOUNCE_BODY)}`.execute(db);
    const existing = new Set(rows[0].triggers);
    for (const table of tables) {
      const trigger = `${table}_announce_change`;
      if (!existing.has(trigger))
        await sql`create trigger ${sql.id(trigger)} after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function ${sql.id(ANNOUNCE_FUNCTION)}()`.execute(db);
      this.#watched.add(table);
    }
    this.#stop = await this.changes.listen(TABLE_CHANGE_CHANNEL, { onChange: (table) => this.drop(table), onGap: () => this.clear() });
  }

  /** Stops following the announcements and serves nothing more from memory. */
  close(): void {
    this.#stop?.();
    this.#watched.clear();
    this.clear();
  }

  /** Whether labels of `table` may come from the cache now. */
  serves(table: string): boolean {
    return this.changes.live && this.#watched.has(table);
  }

  /**
   * The labels of `values` in `dict` within `scope`: known ones from the cache, the others read by
   * `load` (one read for all of them) and kept. Values without a row are absent from the answer.
   */
  async labels(
    dict: TableDict,
    scope: Record<string, string>,
    values: string[],
    load: (values: string[]) => Promise<DictItem[]>,
  ): Promise<Map<string, string>> {
    const table = dict.screen.table;
    // A filtered dictionary labels fewer rows than the whole table: its labels are kept apart.
    const key = `${dict.textColumn}\u0000${dict.valueColumn}\u0000${JSON.stringify(scope)}\u0000${JSON.stringify(dict.rows ?? null)}`;
    const generation = this.#generation.get(table) ?? 0;
    const known = this.#byTable.get(table)?.get(key);
    const missing = values.filter((value) => !known?.has(value));
    const loaded = missing.length > 0 ? await load(missing) : [];
    const answer = new Map<string, string>();
    for (const value of values) {
      const label = known?.get(value);
      if (label != null) answer.set(value, label);
    }
    for (const { value, text } of loaded) answer.set(value, text);
    if (missing.length > 0 && generation === (this.#generation.get(table) ?? 0)) this.#keep(table, key, missing, answer);
    return answer;
  }

  /** Forgets the labels of `table` (it changed). */
  drop(table: string): void {
    this.#generation.set(table, (this.#generation.get(table) ?? 0) + 1);
    const dicts = this.#byTable.get(table);
    if (!dicts) return;
    for (const labels of dicts.values()) this.#size -= labels.size;
    this.#byTable.delete(table);
  }

  /** Forgets every label (changes may have gone unannounced). */
  clear(): void {
    for (const table of this.#byTable.keys()) this.drop(table);
    this.#size = 0;
  }

  #keep(table: string, key: string, values: string[], answer: Map<string, string>): void {
    if (this.#size + values.length > MAX_LABELS) this.clear();
    let dicts = this.#byTable.get(table);
    if (!dicts) this.#byTable.set(table, (dicts = new Map()));
    let labels = dicts.get(key);
    if (!labels) dicts.set(key, (labels = new Map()));
    for (const value of values) {
      if (!labels.has(value)) this.#size += 1;
      labels.set(value, answer.get(value) ?? null);
    }
  }
}
