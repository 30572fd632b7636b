import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { parseTreeCondition, TREE_MESSAGES, type TreeNode } from '../../core/dict/treeNode';
import type { ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import { defaultSort } from '../../core/screen/screenModel';
import { BusinessError } from '../crud/businessError';
import type { AppDb, DB } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { readableColumns, TABLE_DICT_LIMIT } from './tableDict';

/** A screen's table read as a tree: node text, node key, the parent-key column and optional extras. */
export interface TableTree {
  screen: ScreenFile;
  textColumn: string;
  keyColumn: string;
  pidColumn: string;
  /** Column holding '1' when the row has children; without it children are looked up. */
  hasChildColumn?: string;
  /** Column answered as the node's `code`. */
  codeColumn?: string;
}

/** What a client names for `/sys/dict/loadTreeData`: table, text, code (the key), pidField, hasChildField. */
export interface TableTreeRef {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
}

/** The tree over a screen's table, or null unless every named column is one of its readable columns. */
export function resolveTableTree(registry: ScreenRegistry, ref: TableTreeRef): TableTree | null {
  const screen = registry.byTable(ref.tableName);
  if (!screen) return null;
  const columns = readableColumns(screen);
  const named = [ref.text, ref.code, ref.pidField, ...(ref.hasChildField ? [ref.hasChildField] : [])];
  if (!named.every((column) => columns.has(column))) return null;
  return { screen, textColumn: ref.text, keyColumn: ref.code, pidColumn: ref.pidField, ...(ref.hasChildField ? { hasChildColumn: ref.hasChildField } : {}) };
}

/** The equality filters of a `condition`; refuses text that is not a JSON object with the spec's message. */
export function conditionFilters(condition: string | undefined): Record<string, string> {
  const filters = parseTreeCondition(condition);
  if (!filters) throw new BusinessError(TREE_MESSAGES.conditionNotJson);
  return filters;
}

/** Root rows have no parent: null, empty, or upstream's root id `0`. */
const ROOT_PIDS = ['', '0'];

export interface TreeQuery {
  /** Parent key; empty for the roots. */
  pid?: string;
  /** Equality filters by column (a `condition`), checked against the screen. */
  filters?: Record<string, string>;
}

/**
 * The columns a tree answers. A `condition` may filter on these only: a filter on any other column
 * would reveal its values one guess at a time, though the tree was declared without it.
 */
function treeColumns(tree: TableTree): Set<string> {
  return new Set([
    tree.textColumn,
    tree.keyColumn,
    tree.pidColumn,
    ...(tree.hasChildColumn ? [tree.hasChildColumn] : []),
    ...(tree.codeColumn ? [tree.codeColumn] : []),
  ]);
}

/** The children of `pid` (roots when empty) within `scope`, in the screen's list order. */
export async function queryTreeNodes(
  executor: AppDb,
  tree: TableTree,
  scope: Record<string, string>,
  { pid = '', filters = {} }: TreeQuery,
): Promise<TreeNode[]> {
  const columns = treeColumns(tree);
  for (const column of Object.keys(filters)) {
    if (!columns.has(column)) throw new BusinessError(`condition中的字段不存在：${column}`);
  }
  const { table } = tree.screen;
  const text = (column: string) => sql<string>`cast(${sql.ref(`node.${column}`)} as text)`;
  const parentOf = sql.ref(`node.${tree.pidColumn}`);
  const hasChild = tree.hasChildColumn
    ? sql<boolean>`coalesce(${text(tree.hasChildColumn)} = '1', false)`
    : sql<boolean>`exists (select 1 from ${sql.table(table)} as child where cast(${sql.ref(`child.${tree.pidColumn}`)} as text) = ${text(tree.keyColumn)})`;
  const inScope = (eb: ExpressionBuilder<DB, 'node'>): Expression<SqlBool> =>
    eb.and([...Object.entries(scope), ...Object.entries(filters)].map(([column, value]) => eb(text(column), '=', value)));
  const sort = defaultSort(tree.screen);
  const rows = await executor
    .selectFrom(`${table} as node`)
    .select([
      text(tree.keyColumn).as('key'),
      text(tree.textColumn).as('title'),
      sql<string | null>`cast(${parentOf} as text)`.as('parentId'),
      hasChild.as('hasChild'),
      ...(tree.codeColumn ? [text(tree.codeColumn).as('code')] : []),
    ])
    .where(inScope)
    .where((eb) =>
      pid && !ROOT_PIDS.includes(pid)
        ? eb(sql`cast(${parentOf} as text)`, '=', pid)
        : eb.or([eb(parentOf, 'is', null), eb(sql`cast(${parentOf} as text)`, 'in', ROOT_PIDS)]),
    )
    .orderBy(sql.ref(`node.${toColumnName(sort.field)}`), sort.order)
    .orderBy(sql.ref('node.id'))
    .limit(TABLE_DICT_LIMIT)
    .execute();
  return rows.map((row) => {
    const record = row as { key: string; title: string | null; parentId: string | null; hasChild: boolean; code?: string | null };
    return {
      key: record.key,
      value: record.key,
      title: record.title ?? '',
      isLeaf: !record.hasChild,
      parentId: record.parentId ?? '',
      ...(record.code ? { code: record.code } : {}),
    };
  });
}
