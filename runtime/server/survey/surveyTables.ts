import type { AppDb } from '../db/dbTypes';

/** Table of answer sheets, one row per submitted sheet of any questionnaire screen. */
export const ANSWER_TABLE = 'sys_survey_answer';

/**
 * Creates the answer table when missing (safe on every start). Sheets are kept apart from the
 * screen tables: a questionnaire screen declares its questions, the platform owns the answers.
 */
export async function createSurveyTables(db: AppDb): Promise<void> {
  await db.schema
    .createTable(ANSWER_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text')
    .addColumn('project_id', 'text')
    .addColumn('screen_id', 'text', (column) => column.notNull())
    .addColumn('survey_id', 'text', (column) => column.notNull())
    .addColumn('answers', 'text', (column) => column.notNull())
    .addColumn('create_time', 'timestamp', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sys_survey_answer_survey_idx').ifNotExists().on(ANSWER_TABLE).columns(['screen_id', 'survey_id', 'create_time']).execute();
}
