import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { DataChangedNotifier } from '../dashboard/dataChangedHooks';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { repeatableRead } from '../db/repeatableRead';
import { noticeRecipients, sendFlowNotice } from '../flow/flowNotices';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { namedScreen, type DeviceRecord, type DeviceScreen } from './deviceScreens';
import { excursionState, excursionStateRows, followExcursions, type ExcursionState, type RaisedAlarm } from './excursions';
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
 * Inserts the readings skipping those already stored (device, time), adds the inserted ones to the
 * hourly rollup, stamps the device's 最近上传 and reads the limits and open alarms, in one statement
 * (round trips are what an upload waits on at thousands of readings a second); answers the new
 * readings in time order and the excursion state. The state comes from the statement's snapshot,
 * taken before the stamp locks the device row: ingestReadings runs it in a repeatable-read
 * transaction, where a batch of the device committed since that snapshot fails the stamp (retried).
 */
async function storeBatch(
  db: AppDb,
  registry: ScreenRegistry,
  screen: DeviceScreen,
  device: DeviceRecord,
  readings: readonly Reading[],
  now: string,
): Promise<{ added: Reading[]; state: ExcursionState }> {
  const rows = readings.map((reading) => ({
    device_id: device.id,
    time: reading.time,
    metrics: reading.metrics,
    project_id: device.projectId,
    tenant_id: device.tenantId,
  }));
  const result = await sql<{ added: Reading[] | null; state: Record<string, unknown>[] | null }>`with added as (
        insert into ${sql.table(READING_TABLE)} (device_id, time, metrics, project_id, tenant_id)
        select device_id, time, metrics, project_id, tenant_id
        from json_populate_recordset(null::${sql.table(READING_TABLE)}, cast(${JSON.stringify(rows)} as json))
        on conflict do nothing
        returning device_id, time, metrics
      ), rolled as (
        -- Only the readings inserted: a resent one is in the rollup already.
        ${rollUp(sql`added`, 'add')}
      ), stamped as (
        -- A data-modifying CTE runs whether or not the select reads it.
        update ${sql.table(screen.table)} set ${sql.ref(toColumnName(screen.device.lastUpload))} = ${now} where id = ${device.id} returning id
      )
      select (select json_agg(json_build_object('time', to_char(time, 'YYYY-MM-DD HH24:MI:SS'), 'metrics', metrics) order by time) from added) as added,
        (select json_agg(s) from (${excursionStateRows(registry, screen, device)}) s) as state`.execute(db);
  const { added, state } = result.rows[0];
  return { added: added ?? [], state: excursionState(state ?? []) };
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
 * 最近上传, and the excursions they open, extend or end; then, after the commit, the notices
 * of new alarms and a dataChanged push for the open detail pages and alarm lists.
 */
export async function ingestReadings(deps: DeviceDeps, screen: DeviceScreen, device: DeviceRecord, readings: readonly Reading[]): Promise<ReadingsResult> {
  await deps.partitions.ensureFor(readings.map((reading) => reading.time));
  const now = currentTimestamp();
  const { inserted, raised } = await repeatableRead(deps.db, async (trx) => {
    // Two batches of one device at once would each see no open excursion and both raise an alarm:
    // storeBatch's stamp of 最近上传 locks the device's row until the commit, and in repeatable read
    // the second batch's stamp then fails (serialization failure) instead of going on with open
    // alarms read before the first committed; repeatableRead runs it again, seeing the first's alarms.
    const { added, state } = await storeBatch(trx, deps.registry, screen, device, readings, now);
    return { inserted: added.length, raised: await followExcursions(trx, deps.registry, screen, device, added, state, now) };
  });
  await noticeAlarms(deps, screen, device, raised);
  if (inserted > 0) deps.dataChanged.changed(screen);
  if (raised.length > 0) deps.dataChanged.changed(namedScreen(deps.registry, screen.device.alarms));
  for (const declared of screen.device.onAlarm ?? [])
    if (raised.some((alarm) => declared.metrics.includes(alarm.metric))) deps.dataChanged.changed(namedScreen(deps.registry, declared.screen));
  return { received: readings.length, inserted, duplicates: readings.length - inserted, alarms: raised.length };
}
