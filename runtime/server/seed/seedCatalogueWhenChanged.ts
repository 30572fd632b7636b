import { permissionRows } from '../auth/permissionRows';
import { seedPermissions } from '../auth/seedPermissions';
import type { AppDb } from '../db/dbTypes';
import { fingerprintOf, readStartStamp, writeStartStamp } from '../db/startStamps';
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
 * with unchanged inputs both would only rewrite the same rows. Returns whether they ran.
 */
export async function seedCatalogueWhenChanged(db: AppDb, registry: ScreenRegistry): Promise<boolean> {
  const fingerprint = catalogueFingerprint(registry);
  if ((await readStartStamp(db, STAMP_STEP)) === fingerprint) return false;
  await seedPermissions(db, registry);
  await seedDicts(db, registry);
  await writeStartStamp(db, STAMP_STEP, fingerprint);
  return true;
}
