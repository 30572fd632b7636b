import { createHash } from 'node:crypto';
import type { WidgetIndex } from '../../core/dashboard/dashboardIndexes';
import { UNIQUE_CODE } from '../../core/validation/presets';
import { defaultSort, queryFields, storedFields } from '../../core/screen/screenModel';
import { toColumnName } from '../../core/screen/naming';
import { columnTypeOf } from './screenColumns';
import { AUDIT_FIELDS, DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';

export interface IndexSpec {
  name: string;
  columns: string[];
  unique: boolean;
  /** A trigram (pg_trgm GIN) index: serves `ilike '%x%'`, which no b-tree can. */
  trigram?: boolean;
}

/** PostgreSQL truncates identifiers beyond 63 bytes; long names keep a hash so they stay distinct. */
const MAX_IDENTIFIER = 63;

function indexName(prefix: 'idx' | 'uq' | 'trgm', table: string, columns: string[]): string {
  const name = [prefix, table, ...columns].join('_');
  if (name.length <= MAX_IDENTIFIER) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER - 9)}_${hash}`;
}

/** The column that scopes a screen's uniqueness: its project, else its tenant. */
export function scopeColumnOf(screen: ScreenFile): 'project_id' | 'tenant_id' {
  return screen.scope === 'project' ? 'project_id' : 'tenant_id';
}

/** Name of the unique index of an `only` field, also used to recognise its violations. */
export function uniqueIndexName(screen: ScreenFile, field: string): string {
  return indexName('uq', screen.table, [scopeColumnOf(screen), toColumnName(field)]);
}

/** Name of the unique index of a `unique` field set, also used to recognise its violations. */
export function uniqueTogetherIndexName(screen: ScreenFile, fields: readonly string[]): string {
  return indexName('uq', screen.table, [scopeColumnOf(screen), ...fields.map(toColumnName)]);
}

/** Fields of the screen with the `only` rule (unique within the project or tenant). */
export function uniqueFields(screen: ScreenFile): string[] {
  return storedFields(screen)
    .filter(([, field]) => field['x-rules']?.includes(UNIQUE_CODE))
    .map(([name]) => name);
}

/**
 * Text query fields that people search by typing (`*x*` contains): free text, not dictionary codes
 * chosen from a list. Each gets a trigram index.
 */
export function searchedTextFields(screen: ScreenFile): string[] {
  const stored = new Map(storedFields(screen));
  return queryFields(screen)
    .map((query) => query.field)
    .filter((field) => {
      const schema = stored.get(field);
      return schema !== undefined && !schema['x-dict'] && columnTypeOf(schema) === 'text';
    });
}

/** Indexes a screen gets beyond its own declarations. */
export interface ExtraIndexes {
  /** Fields indexed alone (foreign keys that detail screens are filtered by). */
  fields?: string[];
  /** The indexes of the dashboard widgets that read the screen. */
  widgets?: WidgetIndex[];
  /** Composite indexes other declarations ask for, led by the scope column: a ledger's balance key (unique) and its postings by key and date. */
  composites?: CompositeIndex[];
}

/** Fields (in order) of a composite index after the screen's scope column. */
export interface CompositeIndex {
  fields: string[];
  unique: boolean;
}

/** Most columns of a widget's index: the scope, a filter, the date and a dimension or two. */
const MAX_WIDGET_INDEX_COLUMNS = 4;

interface WidgetColumns {
  /** The leading columns the query seeks by. */
  seek: string[];
  columns: string[];
}

/** A widget index in columns: first the conditions every read of the screen has (its scope, live rows of a soft-delete screen). */
function widgetColumns(screen: ScreenFile, index: WidgetIndex): WidgetColumns {
  const scope = screen.scope === 'project' ? ['project_id'] : screen.scope === 'tenant' ? ['tenant_id'] : [];
  const seek = [...new Set([...scope, ...(screen.softDelete ? [DEL_FLAG_COLUMN] : []), ...index.seek.map(toColumnName)])];
  const columns = [...new Set([...seek, ...index.covered.map(toColumnName)])].slice(0, MAX_WIDGET_INDEX_COLUMNS);
  return { seek: seek.slice(0, MAX_WIDGET_INDEX_COLUMNS), columns };
}

/**
 * The fewest indexes that serve every widget: one whose leading columns are another's seek columns
 * and that holds all of that one's columns answers its query as well (widest kept first).
 */
function mergedWidgetIndexes(screen: ScreenFile, indexes: WidgetIndex[]): string[][] {
  const planned = indexes.map((index) => widgetColumns(screen, index)).sort((a, b) => b.columns.length - a.columns.length);
  const kept: WidgetColumns[] = [];
  for (const index of planned) {
    const servedBy = (other: WidgetColumns) =>
      index.seek.every((column, position) => other.columns[position] === column) && index.columns.every((column) => other.columns.includes(column));
    if (!kept.some(servedBy)) kept.push(index);
  }
  return kept.map((index) => index.columns);
}

/**
 * Indexes of a screen's table: the scope columns, every list query field, the default sort
 * field, `x-index` fields and `extra.fields`, one composite index per group of dashboard widgets
 * (`extra.widgets`), a scoped unique index per `only` field and per `unique` field set, and (when `trigram`, pg_trgm being
 * installed) a trigram index per searched text field.
 */
export function screenIndexes(screen: ScreenFile, extra: ExtraIndexes = {}, { trigram = false }: { trigram?: boolean } = {}): IndexSpec[] {
  const stored = new Set(storedFields(screen).map(([name]) => name));
  const indexed = new Set<string>([
    ...queryFields(screen).map((query) => query.field),
    defaultSort(screen).field,
    ...storedFields(screen)
      .filter(([, field]) => field['x-index'])
      .map(([name]) => name),
    ...(extra.fields ?? []),
  ]);
  const auditFields = new Set<string>(AUDIT_FIELDS.filter((field) => field !== 'id'));
  const auditOrStored = [...indexed].filter((field) => stored.has(field) || auditFields.has(field));
  // A project table's primary key is (project_id, id): `id` alone gets a plain index for the reads by id without a project
  // (not unique: Citus allows no unique without the distribution key; ids are UUIDs, unique by making).
  const plainColumns = ['tenant_id', ...(screen.scope === 'project' ? ['project_id', 'id'] : []), ...auditOrStored.map(toColumnName)];
  const specs = [
    ...[...plainColumns.map((column) => [column]), ...mergedWidgetIndexes(screen, extra.widgets ?? [])].map((columns) => ({
      name: indexName('idx', screen.table, columns),
      columns,
      unique: false,
    })),
    ...uniqueFields(screen).map((field) => ({
      name: uniqueIndexName(screen, field),
      columns: [scopeColumnOf(screen), toColumnName(field)],
      unique: true,
    })),
    ...(screen.unique ?? []).map(({ fields }) => ({
      name: uniqueTogetherIndexName(screen, fields),
      columns: [scopeColumnOf(screen), ...fields.map(toColumnName)],
      unique: true,
    })),
    ...(extra.composites ?? []).map((composite) => {
      const columns = [scopeColumnOf(screen), ...composite.fields.map(toColumnName)];
      return { name: indexName(composite.unique ? 'uq' : 'idx', screen.table, columns), columns, unique: composite.unique };
    }),
    ...(trigram ? searchedTextFields(screen).map(toColumnName) : []).map((column) => ({
      name: indexName('trgm', screen.table, [column]),
      columns: [column],
      unique: false,
      trigram: true,
    })),
  ];
  // A widget index of the scope column alone is the scope's own index.
  return [...new Map(specs.map((spec) => [spec.name, spec])).values()];
}
