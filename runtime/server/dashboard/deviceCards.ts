import { sql } from 'kysely';
import { ONLINE_MINUTES, type DeviceCard, type DeviceState } from '../../core/dashboard/devicesWidget';
import { toColumnName } from '../../core/screen/naming';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import { currentTimestamp } from '../db/clock';
import { namedScreen, type DeviceScreen } from '../device/deviceScreens';
import { limitsOf } from '../device/excursions';
import { latestReading } from '../device/readingQueries';

type Deps = Pick<CrudDeps, 'db' | 'rowFilters' | 'registry'>;

/** The ids of the devices among `ids` with an alarm still open (no end time). */
async function alarming(deps: Deps, screen: DeviceScreen, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const alarms = namedScreen(deps.registry, screen.device.alarms);
  const rows = await deps.db
    .selectFrom(alarms.table)
    .select(sql.ref('device_id').as('deviceId'))
    .where(sql.ref('device_id'), 'in', ids)
    .where(sql.ref('end_time'), 'is', null)
    .execute();
  return new Set(rows.map((row) => String((row as { deviceId: unknown }).deviceId)));
}

/**
 * A devices widget's cards: the devices of the screen the caller sees (the current project's), by
 * name, each 报警 while an alarm of it is open, else 在线 when it uploaded in the last
 * ONLINE_MINUTES, else 离线, with the project's limits and its latest reading.
 */
export async function deviceCards(deps: Deps, screen: DeviceScreen, auth: AuthContext, now: Date = new Date()): Promise<DeviceCard[]> {
  const visible = await visibleRows(deps, screen, auth, 'live');
  const nameColumn = toColumnName(screen.device.name);
  const uploadColumn = toColumnName(screen.device.lastUpload);
  const rows = (await deps.db
    .selectFrom(screen.table)
    .select([
      sql.ref('id').as('id'),
      sql.ref('project_id').as('projectId'),
      sql.ref(nameColumn).as('name'),
      sql<string | null>`to_char(${sql.ref(uploadColumn)}, 'YYYY-MM-DD HH24:MI:SS')`.as('lastUpload'),
    ])
    .where(visible)
    .orderBy(sql.ref(nameColumn))
    .execute()) as { id: unknown; projectId: string | null; name: unknown; lastUpload: string | null }[];
  const open = await alarming(
    deps,
    screen,
    rows.map((row) => String(row.id)),
  );
  const limits = Object.fromEntries(await limitsOf(deps.db, deps.registry, screen, auth.projectId));
  const onlineSince = currentTimestamp(new Date(now.getTime() - ONLINE_MINUTES * 60_000));
  return Promise.all(
    rows.map(async (row) => {
      const id = String(row.id);
      const state: DeviceState = open.has(id) ? 'alarm' : row.lastUpload && row.lastUpload >= onlineSince ? 'online' : 'offline';
      return {
        id,
        name: String(row.name ?? ''),
        lastUpload: row.lastUpload,
        state,
        metrics: screen.device.metrics,
        limits,
        latest: await latestReading(deps.db, row.projectId, id),
      };
    }),
  );
}
