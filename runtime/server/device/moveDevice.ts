import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import type { DeviceScreen } from './deviceScreens';
import { ROLLUP_TABLE } from './readingRollup';
import { READING_TABLE } from './readingTable';

/**
 * Moves a device to another project with its readings and hourly rollup, in one transaction. The
 * readings' key is (project, device, time) and ingestion stores a reading under the device's current
 * project, so a resent reading is skipped only while every reading of the device carries that
 * project: moving them with the device keeps it so (a reading resent after the move stays one row).
 * The device's alarms stay in the old project: they are that site's records. The forms never change
 * a record's project (project_id is no field), so this is the one way a device moves.
 * Rows are deleted and inserted rather than updated: Citus does not update a distribution column.
 */
export async function moveDevice(db: AppDb, screen: DeviceScreen, deviceId: string, projectId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const device = await trx.selectFrom(screen.table).select('project_id').where('id', '=', deviceId).forUpdate().executeTakeFirst();
    if (!device) throw new Error(`moveDevice: ${screen.table} has no device ${deviceId}`);
    const from = String(device.project_id);
    if (from === projectId) return;
    await trx.updateTable(screen.table).set({ project_id: projectId }).where('project_id', '=', from).where('id', '=', deviceId).execute();
    await sql`with moved as (
        delete from ${sql.table(READING_TABLE)} where project_id = ${from} and device_id = ${deviceId} returning device_id, time, metrics, tenant_id
      )
      insert into ${sql.table(READING_TABLE)} (project_id, device_id, time, metrics, tenant_id)
      select ${projectId}, device_id, time, metrics, tenant_id from moved on conflict do nothing`.execute(trx);
    await sql`with moved as (
        delete from ${sql.table(ROLLUP_TABLE)} where project_id = ${from} and device_id = ${deviceId} returning device_id, hour, metric, n, total, low, high
      )
      insert into ${sql.table(ROLLUP_TABLE)} (project_id, device_id, hour, metric, n, total, low, high)
      select ${projectId}, device_id, hour, metric, n, total, low, high from moved on conflict do nothing`.execute(trx);
  });
}
