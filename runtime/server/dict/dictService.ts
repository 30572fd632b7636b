import { parseDictCode } from '../../core/screen/dictCode';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import { scopeOf } from '../crud/screenScope';
import type { ChangeFeed } from '../db/changeFeed';
import type { AppDb } from '../db/dbTypes';
import { sql, type RawBuilder } from 'kysely';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { DictAccess } from './dictAccess';
import type { DictItem } from './dictTables';
import { loadPlainDicts, type CachedDictItem } from './plainDicts';
import { dictFields } from '../crud/dictFields';
import { queryTableDict, resolveTableDict, tableDictLabelsSql, type TableDict } from './tableDict';
import { TABLE_CHANGE_CHANNEL, TableLabelCache } from './tableLabelCache';
import { queryTreeNodes, resolveTableTree, type TableTree, type TableTreeRef, type TreeQuery } from './tableTree';
import type { TreeNode } from '../../core/dict/treeNode';

export const EMPTY_CODE_MESSAGE = '字典Code不能为空!';
export const INVALID_CODE_MESSAGE = '字典Code不合法';

/** The tables of the plain dictionaries, whose changes drop the plain-dictionary cache. */
const PLAIN_DICT_TABLES: readonly string[] = ['sys_dict', 'sys_dict_item'];

type ParsedCode = { kind: 'plain'; code: string } | { kind: 'table'; dict: TableDict };

/** Default and largest number of options a dictionary search answers. */
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE_MAX = 500;

/** An item as the API answers it: disabled items carry `disabled: true`. */
function wireItem({ value, text, enabled }: CachedDictItem): DictItem {
  return enabled ? { value, text } : { value, text, disabled: true };
}

/** How the plain-dictionary cache is doing, for the monitoring page. */
export interface DictCacheStats {
  dictionaries: number;
  items: number;
  /** Reads answered from the cache. */
  hits: number;
  /** Reads that had to load from the database. */
  misses: number;
  loadedAt: number | null;
}

/**
 * Dictionaries: plain codes from sys_dict/sys_dict_item (cached in memory until invalidated) and
 * table dictionaries `table,text_col,value_col` over screen tables, read within the caller's scope.
 * Methods that run inside a write transaction take its executor: PGlite has a single connection,
 * so reading through the root database there would wait for the transaction forever.
 * The reads do not check who may read a table dictionary: the CRUD uses them for its own screen's
 * fields; the dictionary routes ask mayRead / mayReadTree first.
 */
export class DictService {
  #cache: Map<string, CachedDictItem[]> | undefined;
  #loading: Promise<Map<string, CachedDictItem[]>> | undefined;
  #loadedAt: number | null = null;
  #hits = 0;
  #misses = 0;
  readonly #access: DictAccess;
  #labelCache: TableLabelCache | null = null;
  /** The feed announcing changes of the plain dictionaries' tables, once following it. */
  #changes: ChangeFeed | null = null;
  #stopFollowing: (() => void) | null = null;
  readonly #parsed = new Map<string, ParsedCode>();

  constructor(
    private readonly db: AppDb,
    private readonly registry: ScreenRegistry,
  ) {
    this.#access = new DictAccess(registry);
  }

  /**
   * From now on keeps the labels of the table dictionaries the screens' fields use in process
   * (TableLabelCache), dropped when their tables change: a list then labels its page from memory.
   * The plain dictionaries' tables are announced the same way, so a dictionary edited through any
   * server process (or directly in the database) drops every process's plain-dictionary cache.
   */
  async cacheTableLabels(changes: ChangeFeed): Promise<void> {
    const tables = new Set<string>();
    for (const screen of this.registry.screens.values())
      for (const { code } of dictFields(screen)) {
        const ref = parseDictCode(code);
        const dict = ref?.kind === 'table' ? resolveTableDict(this.registry, ref) : null;
        if (dict) tables.add(dict.screen.table);
      }
    const cache = new TableLabelCache(changes);
    await cache.watch(this.db, [...tables, ...PLAIN_DICT_TABLES].sort());
    this.#labelCache = cache;
    this.#stopFollowing = await changes.listen(TABLE_CHANGE_CHANNEL, {
      onChange: (table) => {
        if (PLAIN_DICT_TABLES.includes(table)) this.invalidate();
      },
      onGap: () => this.invalidate(),
    });
    this.#changes = changes;
  }

  /** Stops keeping table-dictionary labels (the app closes). */
  stopCachingTableLabels(): void {
    this.#labelCache?.close();
    this.#labelCache = null;
    this.#stopFollowing?.();
    this.#stopFollowing = null;
    this.#changes = null;
  }

  /** A write to `table` has committed in this process: its cached labels go at once, before the announcement arrives. */
  tableChanged(table: string): void {
    this.#labelCache?.drop(table);
  }

  /**
   * Parses and checks a code the client sent; throws the user-facing message when it is not usable.
   * Usable codes are remembered (a list labels every page through here), for as long as their
   * table still belongs to the same screen file.
   */
  #parse(code: string): ParsedCode {
    const known = this.#parsed.get(code);
    if (known && (known.kind === 'plain' || this.registry.byTable(known.dict.screen.table) === known.dict.screen)) return known;
    if (!code.trim()) throw new BusinessError(EMPTY_CODE_MESSAGE);
    const ref = parseDictCode(code);
    const dict = ref?.kind === 'table' ? resolveTableDict(this.registry, ref) : null;
    const parsed: ParsedCode | null = ref?.kind === 'plain' ? ref : dict && { kind: 'table', dict };
    if (!parsed) throw new BusinessError(INVALID_CODE_MESSAGE);
    this.#parsed.set(code, parsed);
    return parsed;
  }

  /** The tree a client names, checked against the screen; throws the user-facing message when it is not usable. */
  #tree(ref: TableTreeRef): TableTree {
    const tree = resolveTableTree(this.registry, ref);
    if (!tree) throw new BusinessError(INVALID_CODE_MESSAGE);
    return tree;
  }

  /**
   * Whether the caller may read dictionary `code` through the dictionary routes: a plain one
   * always, a table dictionary as DictAccess allows. Throws the user-facing message for an unusable code.
   */
  mayRead(code: string, auth: AuthContext): boolean {
    const parsed = this.#parse(code);
    return parsed.kind === 'plain' || this.#access.mayReadDict(auth, parsed.dict);
  }

  /** Whether the caller may read the tree a client names; throws the user-facing message for an unusable one. */
  mayReadTree(ref: TableTreeRef, auth: AuthContext): boolean {
    return this.#access.mayReadTree(auth, this.#tree(ref));
  }

  /**
   * The plain dictionaries, from the cache when loaded. Inside a transaction (another executor)
   * an unfinished shared load is never awaited: it may be queued behind that very transaction.
   */
  #plainDicts(executor: AppDb): Promise<Map<string, CachedDictItem[]>> {
    // While the feed is down another process's edit would go unannounced: read afresh.
    if (this.#cache && this.#changes?.live !== false) {
      this.#hits += 1;
      return Promise.resolve(this.#cache);
    }
    this.#misses += 1;
    if (executor !== this.db) return loadPlainDicts(executor);
    if (!this.#loading) {
      const loading: Promise<Map<string, CachedDictItem[]>> = loadPlainDicts(this.db)
        .then((dicts) => {
          if (this.#loading === loading) {
            this.#cache = dicts;
            this.#loadedAt = Date.now();
          }
          return dicts;
        })
        .finally(() => {
          if (this.#loading === loading) this.#loading = undefined;
        });
      this.#loading = loading;
    }
    return this.#loading;
  }

  /**
   * The options of a dictionary for a dropdown: a plain dictionary's items in order, disabled ones
   * flagged (the widgets offer them only as the label of a stored value), or a table's rows in scope.
   */
  async getItems(code: string, auth: AuthContext): Promise<DictItem[]> {
    const parsed = this.#parse(code);
    if (parsed.kind === 'table') return queryTableDict(this.db, parsed.dict, scopeOf(parsed.dict.screen, auth));
    return ((await this.#plainDicts(this.db)).get(parsed.code) ?? []).map(wireItem);
  }

  /** Every plain dictionary's items by code, disabled ones flagged (the login answer's sysAllDictItems). */
  async allDictItems(): Promise<Record<string, DictItem[]>> {
    const result: Record<string, DictItem[]> = {};
    for (const [code, items] of await this.#plainDicts(this.db)) result[code] = items.map(wireItem);
    return result;
  }

  /**
   * The choosable options whose text contains `keyword` (all when it is empty), at most `pageSize`
   * of them: enabled items of a plain dictionary, rows of a table dictionary in scope.
   */
  async search(code: string, keyword: string, pageSize: number, auth: AuthContext): Promise<DictItem[]> {
    const parsed = this.#parse(code);
    const limit = Math.min(Math.max(1, pageSize), SEARCH_PAGE_SIZE_MAX);
    if (parsed.kind === 'table') return queryTableDict(this.db, parsed.dict, scopeOf(parsed.dict.screen, auth), { keyword, limit });
    const wanted = keyword.toLowerCase();
    const items = (await this.#plainDicts(this.db)).get(parsed.code) ?? [];
    return items
      .filter((item) => item.enabled && item.text.toLowerCase().includes(wanted))
      .slice(0, limit)
      .map(wireItem);
  }

  /** Nodes of a tree over a screen's table (the tree select), within the caller's scope. */
  async treeNodes(ref: TableTreeRef, query: TreeQuery, auth: AuthContext): Promise<TreeNode[]> {
    const tree = this.#tree(ref);
    return queryTreeNodes(this.db, tree, scopeOf(tree.screen, auth), query);
  }

  /**
   * Labels of the given values (disabled items still translate, as stored data may use them).
   * Values without a label are absent; a table dictionary outside the caller's reach yields none.
   */
  async labels(code: string, values: string[], auth: AuthContext, executor: AppDb = this.db): Promise<Map<string, string>> {
    const parsed = this.#parse(code);
    if (parsed.kind === 'plain') {
      const items = (await this.#plainDicts(executor)).get(parsed.code) ?? [];
      return new Map(items.filter((item) => values.includes(item.value)).map((item) => [item.value, item.text]));
    }
    if (parsed.dict.screen.scope === 'project' && !auth.projectId) return new Map();
    const { dict } = parsed;
    const scope = scopeOf(dict.screen, auth);
    const read = (wanted: string[]) => queryTableDict(executor, dict, scope, { values: wanted });
    // Inside a write transaction the cache may not know what the transaction itself changed.
    if (executor === this.db && this.#labelCache?.serves(dict.screen.table)) return this.#labelCache.labels(dict, scope, values, read);
    return new Map((await read(values)).map((row) => [row.value, row.text]));
  }

  /**
   * The labels of a table dictionary as SQL over the outer row's column `valueRef`, for a list to
   * select in its page statement; null when there is nothing to read in SQL (a plain dictionary or
   * a table dictionary served from the caches, or a project table without a chosen project).
   */
  labelsSql(code: string, auth: AuthContext, valueRef: string): RawBuilder<string | null> | null {
    const parsed = this.#parse(code);
    if (parsed.kind === 'plain' || (parsed.dict.screen.scope === 'project' && !auth.projectId)) return null;
    if (this.#labelCache?.serves(parsed.dict.screen.table)) return null;
    return tableDictLabelsSql(parsed.dict, scopeOf(parsed.dict.screen, auth), valueRef);
  }

  /** The values that may not be chosen: not an enabled item, or no such row in the caller's scope. */
  async invalidValues(code: string, values: string[], auth: AuthContext, executor: AppDb = this.db): Promise<string[]> {
    const parsed = this.#parse(code);
    let allowed: Set<string>;
    if (parsed.kind === 'plain') {
      const items = (await this.#plainDicts(executor)).get(parsed.code) ?? [];
      allowed = new Set(items.filter((item) => item.enabled).map((item) => item.value));
    } else {
      const rows = await queryTableDict(executor, parsed.dict, scopeOf(parsed.dict.screen, auth), { values });
      allowed = new Set(rows.map((row) => row.value));
    }
    return values.filter((value) => !allowed.has(value));
  }

  /** Forgets the cached plain dictionaries; the next read loads them again. */
  invalidate(): void {
    this.#cache = undefined;
    this.#loading = undefined;
    this.#loadedAt = null;
  }

  /** Size of the cache and its hits and misses since the server started. */
  stats(): DictCacheStats {
    const lists = [...(this.#cache?.values() ?? [])];
    return {
      dictionaries: lists.length,
      items: lists.reduce((sum, items) => sum + items.length, 0),
      hits: this.#hits,
      misses: this.#misses,
      loadedAt: this.#loadedAt,
    };
  }

  /** Reloads the plain dictionaries now (the refleshCache route), and has every other process drop its copy. */
  async refresh(): Promise<void> {
    await sql`select pg_notify(${TABLE_CHANGE_CHANNEL}, ${PLAIN_DICT_TABLES[0]})`.execute(this.db);
    this.invalidate();
    await this.#plainDicts(this.db);
  }
}
