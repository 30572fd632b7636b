import { sql } from 'kysely';
import { detailScreensOf } from '../../core/screen/detailScreen';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { AppDb } from './dbTypes';
import { registryRollups } from '../dashboard/rollupPlan';
import { extraIndexes, migrateScreens, type MigrateOptions } from './migrateScreens';
import { projectKeysComplete } from './projectKeys';
import { screenColumns } from './screenColumns';
import { screenIndexes } from './screenIndexes';
import { checkStartStamp, fingerprintOf, writeStartStamp } from './startStamps';

/** The start stamp of the screens the database was last completely migrated to. */
const STAMP_STEP = 'screens';

/** Every screen the migration makes a table for, details included. */
function screensOf(registry: ScreenRegistry): ScreenFile[] {
  return [...registry.screens.values(), ...detailScreensOf(registry.screens.values())];
}

/**
 * What the migration works from: of every screen (details included) its table, its declared
 * changes (`x-migrations`) and the columns and indexes this version of the platform plans for it,
 * and the company dashboards' rollup tables.
 * A new platform version that plans another column or index changes the fingerprint as surely as an
 * edited field does (trigram indexes included, whether or not this database has pg_trgm); a title,
 * a list column or a rule does not, so `npm run dev` reloads such a save without migrating.
 */
export function migrationFingerprint(registry: ScreenRegistry): string {
  const extra = extraIndexes(registry);
  const screens = screensOf(registry).map((screen) => ({
    table: screen.table,
    migrations: screen['x-migrations'] ?? [],
    columns: screenColumns(screen),
    indexes: screenIndexes(screen, extra.get(screen.id) ?? {}, { trigram: true }),
  }));
  const rollups = [...registryRollups(registry).values()].map((plan) => plan.name);
  return fingerprintOf({ screens, rollups });
}

/** Whether every planned index is there: one that could not be made (duplicate rows) is tried again on the next start. */
async function indexesComplete(db: AppDb, registry: ScreenRegistry): Promise<boolean> {
  const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema()`.execute(db);
  const present = new Set(rows.map((row) => row.indexname));
  const extra = extraIndexes(registry);
  return screensOf(registry).every((screen) => screenIndexes(screen, extra.get(screen.id) ?? {}).every((index) => present.has(index.name)));
}

/**
 * The start's migration: skipped when the screens and the plan are those the database was last
 * completely migrated to (two reads instead of a look at every table), else migrateScreens and a
 * new stamp once every planned index and every project table's key exists. Returns whether the migration ran. `npm run migrate`
 * and the dry run always check everything (for a database changed by hand). `source` (startSource of
 * the server's build and the registry's content) spares the planning when the stamp was made from the same.
 */
export async function migrateScreensWhenChanged(db: AppDb, registry: ScreenRegistry, options: MigrateOptions & { source?: string } = {}): Promise<boolean> {
  const check = await checkStartStamp(db, STAMP_STEP, () => migrationFingerprint(registry), options.source);
  if (check.current) return false;
  await migrateScreens(db, registry, options);
  // A table left with rows without a project (projectKeys) is tried again on the next start, as a missing index is.
  if ((await indexesComplete(db, registry)) && (await projectKeysComplete(db, screensOf(registry))))
    await writeStartStamp(db, STAMP_STEP, check.fingerprint, options.source);
  return true;
}
