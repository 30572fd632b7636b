import type { AuthTables } from './authDb';
import type { PermissionRow } from './permissionRows';

type StoredRow = AuthTables['sys_permission'];

/** Columns the catalogue gives a default for and an administrator may change in 菜单管理. */
export const EDITABLE_COLUMNS = ['name', 'sort_no', 'icon', 'hidden', 'route', 'always_show'] as const;
type EditableColumn = (typeof EDITABLE_COLUMNS)[number];
type EditableValues = Pick<PermissionRow, EditableColumn>;

/** The row to write for a catalogue row: status and internal-or-external are left to the database. */
export type SeedRow = PermissionRow & Pick<StoredRow, 'catalogue_values' | 'seeded'>;

function editableValues(row: EditableValues): EditableValues {
  return Object.fromEntries(EDITABLE_COLUMNS.map((column) => [column, row[column]])) as EditableValues;
}

/**
 * What the catalogue said at the last seed. Rows seeded before `catalogue_values` existed were
 * overwritten from the catalogue on every start except `hidden`, whose catalogue value was kept
 * in `catalogue_hidden`.
 */
function lastCatalogueValues(stored: StoredRow): EditableValues {
  if (stored.catalogue_values) return JSON.parse(stored.catalogue_values) as EditableValues;
  return { ...editableValues(stored), hidden: stored.catalogue_hidden };
}

/**
 * Merges a catalogue row with its stored row: structural columns follow the catalogue; each
 * editable column keeps the stored (possibly administrator-edited) value unless the catalogue's
 * own value changed since the last seed, in which case the new catalogue value wins.
 */
export function mergeSeedRow(row: PermissionRow, stored: StoredRow | undefined): SeedRow {
  const catalogue = editableValues(row);
  const bookkeeping = { catalogue_values: JSON.stringify(catalogue), seeded: true };
  if (!stored) return { ...row, ...bookkeeping };
  const before = lastCatalogueValues(stored);
  const kept = Object.fromEntries(
    EDITABLE_COLUMNS.map((column) => [column, before[column] === catalogue[column] ? stored[column] : catalogue[column]]),
  ) as EditableValues;
  return { ...row, ...kept, ...bookkeeping };
}
