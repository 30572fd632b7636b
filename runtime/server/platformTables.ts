import { createAuthTables } from './auth/authTables';
import type { AppDb } from './db/dbTypes';
import { createFlowTables } from './flow/flowTables';
import { createJobTables } from './jobs/jobTables';
import { createNoticeTables } from './notice/noticeTables';
import { createSocketBusTable } from './notice/socketBus';
import { createRecordKeyTable } from './recordKeys/recordKeys';
import { createRateLimitTable } from './security/sharedRateLimitStore';
import { ensureSeedMarkerTable } from './seed/seedMarker';
import { createSurveyTables } from './survey/surveyTables';
import { createCurrentDepartTable } from './sys/currentDepart';

/** The start stamps of the platform's own set-up steps (db/setUpWhenChanged.ts). */
export const PLATFORM_TABLES_STEP = 'platform-tables';
export const READING_ROLLUP_STEP = 'reading-rollup';

/**
 * The platform's own tables that every start makes before the seed, beside the screens' tables:
 * accounts, sessions and permissions, surveys, flows, record keys, notices, sign-in counters, the
 * socket bus's large messages, users' current departments, the scheduler's leases and the seed's
 * marker. One stamped
 * step (setUpWhenChanged), so that a restart issues none of their statements.
 */
export async function createPlatformTables(db: AppDb): Promise<void> {
  await createAuthTables(db);
  await createSurveyTables(db);
  await createFlowTables(db);
  await createRecordKeyTable(db);
  await createNoticeTables(db);
  await createRateLimitTable(db);
  await createSocketBusTable(db);
  await createCurrentDepartTable(db);
  await createJobTables(db);
  await ensureSeedMarkerTable(db);
}
