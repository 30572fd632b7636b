import { permissionRows } from '../auth/permissionRows';
import { seedPermissions } from '../auth/seedPermissions';
import type { AppDb } from '../db/dbTypes';
import { checkStartStamp, fingerprintOf, writeStartStamp } from '../db/startStamps';
import { seedDicts } from '../dict/seedDicts';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** The start stamp of the catalogue and dictionary seeds last brought into the database. */
const STAMP_STEP = 'catalogue';

/** What the two seeds derive from: the permission rows of the catalogue and screens, and the dictionary seed files. */
export function catalogueFingerprint(registry: ScreenRegistry): string {
  return fingerprintOf({ permissions: permissionRows(registry.catalogue, registry.screens, registry.dashboards), dicts: registry.dictSeeds });
}

/**
 * The start's seeding of sys_permission (seedPermissions) and of the dictionaries (seedDicts),
 * skipped when the catalogue, screens and dictionary files are those of the last completed seed:
 * with unchanged inputs both would only rewrite the same rows. Returns whether they ran. `source`
 * (startSource of the server's build and the registry's content) spares the fingerprint for the same.
 */
export async function seedCatalogueWhenChanged(db: AppDb, registry: ScreenRegistry, source?: string): Promise<boolean> {
  const check = await checkStartStamp(db, STAMP_STEP, () => catalogueFingerprint(registry), source);
  if (check.current) return false;
  await seedPermissions(db, registry);
  await seedDicts(db, registry);
  await writeStartStamp(db, STAMP_STEP, check.fingerprint, source);
  return true;
}
