import { sql } from 'kysely';
import { currentTimestamp } from '../../db/clock';
import type { AppDb } from '../../db/dbTypes';
import type { GateDevice } from './gateDevice';

/** enter_status 进场: only workers on site are let through the gate. */
const ON_SITE = '0';
/** The 已批准 state of the leave flow (schemas/labour/workerLeave.json). */
const LEAVE_APPROVED = '4';

/** A worker the gate recognises: the face gate's 人员下发 list. */
export interface GateRosterEntry {
  workerId: string;
  idCode: string;
  name: string;
}

/**
 * The workers a device's gate lets in today: on site in its project, entered by today and not on
 * approved leave today (a real face gate downloads this list; the simulator walks it).
 */
export async function gateRoster(db: AppDb, device: GateDevice, now: Date = new Date()): Promise<GateRosterEntry[]> {
  const today = sql<string>`${currentTimestamp(now).slice(0, 10)}::date`;
  const rows = await db
    .selectFrom('lab_worker as w')
    .select(['w.id', 'w.id_code', 'w.emp_name'])
    .where('w.project_id', '=', device.projectId)
    .where('w.tenant_id', '=', device.tenantId)
    .where('w.enter_and_retreat_condition', '=', ON_SITE)
    .where((eb) => eb.or([eb('w.start_time', 'is', null), eb('w.start_time', '<=', today)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lab_worker_leave as l')
            .select('l.id')
            .whereRef('l.worker_id', '=', 'w.id')
            .where('l.status', '=', LEAVE_APPROVED)
            .where('l.start_date', '<=', today)
            .where('l.end_date', '>=', today),
        ),
      ),
    )
    .orderBy('w.id_code')
    .execute();
  return rows.map((row) => ({ workerId: String(row.id), idCode: String(row.id_code), name: String(row.emp_name) }));
}
