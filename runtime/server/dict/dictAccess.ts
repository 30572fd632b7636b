import type { FastifyReply } from 'fastify';
import { fail } from '../../core/http/envelope';
import { parseDictCode } from '../../core/screen/dictCode';
import { fieldTypeOf } from '../../core/screen/fieldType';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import { permissionCode } from '../../core/screen/screenModel';
import type { AuthContext } from '../auth/authContext';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { TableDict } from './tableDict';
import type { TableTree } from './tableTree';

export const DICT_FORBIDDEN_MESSAGE = '没有权限访问该字典';

/** The field type whose table dictionary is read as a tree through `/sys/dict/loadTreeData`. */
const TREE_FIELD_TYPE = 'TreeSelect';
/** The tree select's parent column when its props name none (as the widget defaults it). */
const DEFAULT_PID_FIELD = 'pid';

/** A table dictionary as `table,text,value`, the way `x-dict` declares it. */
function dictKey(dict: Pick<TableDict, 'textColumn' | 'valueColumn'> & { table: string }): string {
  return `${dict.table},${dict.textColumn},${dict.valueColumn}`;
}

/** A tree as the tree select reads it: its dictionary, parent column and has-children column. */
function treeKey(tree: Pick<TableTree, 'textColumn' | 'keyColumn' | 'pidColumn' | 'hasChildColumn'> & { table: string }): string {
  return `${dictKey({ table: tree.table, textColumn: tree.textColumn, valueColumn: tree.keyColumn })};${tree.pidColumn};${tree.hasChildColumn ?? ''}`;
}

/** Every field of a screen, the columns of its detail tables included (their rows are edited on its form). */
function fieldsOf(screen: ScreenFile): FieldSchema[] {
  return Object.values(screen.entity.properties).flatMap((field) => [field, ...Object.values(field.items?.properties ?? {})]);
}

function propText(field: FieldSchema, name: string): string | undefined {
  const value = field['x-component-props']?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Who may read which table dictionary through the dictionary and category routes. A table
 * dictionary is readable only when some screen field declares exactly that source in `x-dict`
 * (a tree also its parent and has-children columns), and only by a holder of the list permission
 * of a screen declaring it or of the screen whose table it reads (the administrator holds all).
 * The client never says which field asks, so any declaring screen the caller may list will do.
 */
export class DictAccess {
  /** List permission codes that open a declared source, by dictKey / treeKey. */
  readonly #dictReaders = new Map<string, Set<string>>();
  readonly #treeReaders = new Map<string, Set<string>>();

  constructor(registry: ScreenRegistry) {
    for (const screen of registry.screens.values()) {
      for (const field of fieldsOf(screen)) {
        const ref = parseDictCode(field['x-dict'] ?? '');
        if (ref?.kind !== 'table') continue;
        const target = registry.byTable(ref.table);
        const readers = [permissionCode(screen, 'list'), ...(target ? [permissionCode(target, 'list')] : [])];
        add(this.#dictReaders, dictKey(ref), readers);
        if (fieldTypeOf(field) !== TREE_FIELD_TYPE) continue;
        const tree = {
          table: ref.table,
          textColumn: ref.textColumn,
          keyColumn: ref.valueColumn,
          pidColumn: propText(field, 'pidField') ?? DEFAULT_PID_FIELD,
          hasChildColumn: propText(field, 'hasChildField'),
        };
        add(this.#treeReaders, treeKey(tree), readers);
      }
    }
  }

  /** Whether the caller may read the options and labels of a table dictionary. */
  mayReadDict(auth: AuthContext, dict: Pick<TableDict, 'screen' | 'textColumn' | 'valueColumn'>): boolean {
    return holdsAny(auth, this.#dictReaders.get(dictKey({ ...dict, table: dict.screen.table })));
  }

  /** Whether the caller may read the nodes of a tree over a screen's table. */
  mayReadTree(auth: AuthContext, tree: TableTree): boolean {
    return holdsAny(auth, this.#treeReaders.get(treeKey({ ...tree, table: tree.screen.table })));
  }
}

function add(map: Map<string, Set<string>>, key: string, readers: string[]): void {
  const known = map.get(key) ?? new Set<string>();
  for (const reader of readers) known.add(reader);
  map.set(key, known);
}

/** An undeclared source (no readers) is refused to everyone, the administrator too. */
function holdsAny(auth: AuthContext, readers: ReadonlySet<string> | undefined): boolean {
  if (!readers) return false;
  return auth.isAdmin || [...readers].some((permission) => auth.permissions.has(permission));
}

/** The answer to a caller who may not read a dictionary: 403, nothing read. */
export function refuseDict(reply: FastifyReply): FastifyReply {
  return reply.code(403).send(fail(DICT_FORBIDDEN_MESSAGE, 403));
}
