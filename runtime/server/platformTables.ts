import { createAuthTables } from './auth/authTables';
import type { AppDb } from './db/dbTypes';
import { createFlowTables } from './flow/flowTables';
import { createRecordKeyTable } from './recordKeys/recordKeys';
import { createSurveyTables } from './survey/surveyTables';

/** The start stamps of the platform's own set-up steps (db/setUpWhenChanged.ts). */
export const PLATFORM_TABLES_STEP = 'platform-tables';
export const READING_ROLLUP_STEP = 'reading-rollup';

/**
 * The platform's own tables that every start makes before the seed, beside the screens' tables:
 * accounts, sessions and permissions, surveys, flows and record keys.
 */
export async function createPlatformTables(db: AppDb): Promise<void> {
  await createAuthTables(db);
  await createSurveyTables(db);
  await createFlowTables(db);
  await createRecordKeyTable(db);
}
