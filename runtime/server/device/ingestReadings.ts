import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { DataChangedNotifier } from '../dashboard/dataChangedHooks';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { noticeRecipients, sendFlowNotice } from '../flow/flowNotices';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { ClientError } from '../sys/errorHandlers';
import { DEVICE_MESSAGES, namedScreen, type DeviceRecord, type DeviceScreen } from './deviceScreens';
import { followExcursions, type RaisedAlarm } from './excursions';
import type { Reading } from './readingBatch';
import { rollUp } from './readingRollup';
import { READING_TABLE, type ReadingPartitions } from './readingTable';

export interface DeviceDeps {
  db: AppDb;
  registry: ScreenRegistry;
  hub: NoticeHub;
  dataChanged: DataChangedNotifier;
  partitions: ReadingPartitions;
}

/** What a batch did: readings stored, repeats skipped, alarms opened. */
export interface ReadingsResult {
  received: number;
  inserted: number;
  duplicates: number;
  alarms: number;
}

/**
 * Inserts the readings skipping those already stored (project, device, time: a device's readings all
 * carry its current project, see moveDevice.ts), adds the inserted ones to the
 * hourly rollup and stamps the device's 最近上传, in one statement (one round trip per upload matters at thousands of readings a
 * second); answers the new readings in time order.
 */
async function insertNew(db: AppDb, screen: DeviceScreen, device: DeviceRecord, readings: readonly Reading[], now: string): Promise<Reading[]> {
  const rows = readings.map((reading) => ({
    device_id: device.id,
    time: reading.time,
    metrics: reading.metrics,
    project_id: device.projectId,
    tenant_id: device.tenantId,
  }));
  const added = await sql<Reading>`with added as (
        insert into ${sql.table(READING_TABLE)} (device_id, time, metrics, project_id, tenant_id)
        select device_id, time, metrics, project_id, tenant_id
        from json_populate_recordset(null::${sql.table(READING_TABLE)}, cast(${JSON.stringify(rows)} as json))
        on conflict do nothing
        returning project_id, device_id, time, metrics
      ), rolled as (
        -- Only the readings inserted: a resent one is in the rollup already.
        ${rollUp(sql`added`, 'add')}
      ), stamped as (
        -- A data-modifying CTE runs whether or not the select reads it.
        update ${sql.table(screen.table)} set ${sql.ref(toColumnName(screen.device.lastUpload))} = ${now} where id = ${device.id} returning id
      )
      select to_char(time, 'YYYY-MM-DD HH24:MI:SS') as time, metrics from added`.execute(db);
  return added.rows.sort((a, b) => a.time.localeCompare(b.time));
}

/** Tells the declared roles of the device's project about each new alarm (bell and socket). */
async function noticeAlarms(deps: DeviceDeps, screen: DeviceScreen, device: DeviceRecord, raised: readonly RaisedAlarm[]): Promise<void> {
  if (raised.length === 0) return;
  const alarms = namedScreen(deps.registry, screen.device.alarms);
  const owner = { tenantId: device.tenantId, projectId: device.projectId };
  const userIds = await noticeRecipients(
    deps.db,
    screen.device.notify.map((role) => ({ role })),
    {},
    owner,
    null,
  );
  for (const alarm of raised) {
    const metric = screen.device.metrics.find((candidate) => candidate.name === alarm.metric);
    const unit = metric?.unit ?? '';
    await sendFlowNotice(deps.db, {
      registry: deps.registry,
      hub: deps.hub,
      screen: alarms,
      record: { id: alarm.id, [alarms.list.columns[0]]: device.name },
      userIds,
      headline: `${metric?.title ?? alarm.metric}超限`,
      lines: [
        `设备：${screen.title} ${device.name}`,
        `${metric?.title ?? alarm.metric}：${alarm.value}${unit}，限值 ${alarm.limit}${unit}`,
        `开始时间：${alarm.startTime}`,
      ],
      priority: 'H',
    });
  }
}

/**
 * Stores a checked batch of one device under the lock of its row: the new readings in one
 * statement (repeats of (device, time) skipped, so a device may resend safely), the device's
 * 最近上传, the excursions they open, extend or end, and the notices of new alarms (so an alarm is
 * never stored untold: its notice commits with it); then a dataChanged push for the open detail
 * pages and alarm lists.
 */
export async function ingestReadings(deps: DeviceDeps, screen: DeviceScreen, device: DeviceRecord, readings: readonly Reading[]): Promise<ReadingsResult> {
  // The readings' key leads with the project; a device outside every project (a row left by an upgrade) has nowhere to store them.
  if (device.projectId === null) throw new ClientError(409, DEVICE_MESSAGES.noProject);
  await deps.partitions.ensureFor(readings.map((reading) => reading.time));
  const now = currentTimestamp();
  const { inserted, raised } = await deps.db.transaction().execute(async (trx) => {
    // Two batches of one device at once would each see no open excursion and both raise an alarm:
    // insertNew's stamp of 最近上传 locks the device's row until the commit, so the second batch
    // reads the open excursions only once the first is committed (one round trip fewer than a lock of its own).
    const added = await insertNew(trx, screen, device, readings, now);
    const opened = await followExcursions(trx, deps.registry, screen, device, added, now);
    await noticeAlarms({ ...deps, db: trx }, screen, device, opened);
    return { inserted: added.length, raised: opened };
  });
  if (inserted > 0) deps.dataChanged.changed(screen);
  if (raised.length > 0) deps.dataChanged.changed(namedScreen(deps.registry, screen.device.alarms));
  for (const declared of screen.device.onAlarm ?? [])
    if (raised.some((alarm) => declared.metrics.includes(alarm.metric))) deps.dataChanged.changed(namedScreen(deps.registry, declared.screen));
  return { received: readings.length, inserted, duplicates: readings.length - inserted, alarms: raised.length };
}
