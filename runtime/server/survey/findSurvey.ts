import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN } from '../../core/screen/screen.types';
import { toSurveyQuestions } from '../../core/survey/surveyQuestions';
import type { PublicSurvey } from '../../core/survey/survey.types';
import { currentTimestamp } from '../db/clock';
import type { AppDb, Row } from '../db/dbTypes';
import { readDetailRows } from '../crud/detailRows';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { SURVEY_MESSAGES } from './surveyMessages';
import { surveyScreens, type SurveyScreen } from './surveyScreens';

/** Tokens are what newSurveyToken makes; anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** A questionnaire found by its answer-link token. */
export interface FoundSurvey {
  screen: SurveyScreen;
  row: Row;
  record: ApiRecord;
}

/** The live questionnaire of any survey screen holding this token, or null. */
export async function findSurveyByToken(db: AppDb, registry: ScreenRegistry, token: string): Promise<FoundSurvey | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  for (const screen of surveyScreens(registry)) {
    let query = db.selectFrom(screen.table).selectAll().where(toColumnName(screen.survey.token), '=', token);
    if (screen.softDelete) query = query.where(DEL_FLAG_COLUMN, '=', 0);
    const row = await query.executeTakeFirst();
    if (row) return { screen, row, record: rowToRecord(screen, row) };
  }
  return null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value)).slice(0, 10);

/** Why a questionnaire takes no answers today (`问卷已结束`, `问卷尚未开始`), or null while it is open. */
export function closedReason({ screen, record }: FoundSurvey, now = new Date()): string | null {
  const { status, period } = screen.survey;
  const today = currentTimestamp(now).slice(0, 10);
  if (String(record[status.field] ?? '') !== status.open) return SURVEY_MESSAGES.closed;
  if (text(record[period.end]) !== '' && text(record[period.end]) < today) return SURVEY_MESSAGES.closed;
  if (text(record[period.begin]) > today) return SURVEY_MESSAGES.notStarted;
  return null;
}

/** The questionnaire as the public page shows it: its title, description, period and questions. */
export async function publicSurvey(db: AppDb, found: FoundSurvey): Promise<PublicSurvey> {
  const { screen, record } = found;
  const details = await readDetailRows(db, screen, String(record.id), found.row.project_id);
  return {
    title: String(record[screen.survey.heading] ?? screen.title),
    description: screen.survey.description ? String(record[screen.survey.description] ?? '') : '',
    beginDate: text(record[screen.survey.period.begin]),
    endDate: text(record[screen.survey.period.end]),
    questions: toSurveyQuestions(details[screen.survey.questions] ?? []),
  };
}
