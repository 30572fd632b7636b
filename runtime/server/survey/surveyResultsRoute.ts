import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { permissionCode } from '../../core/screen/screenModel';
import { toSurveyQuestions } from '../../core/survey/surveyQuestions';
import type { SurveyAnswers } from '../../core/survey/survey.types';
import { tallyResults } from '../../core/survey/surveyResults';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { findRecord } from '../crud/readRecords';
import { ANSWER_TABLE } from './surveyTables';
import { surveyScreens } from './surveyScreens';

/** The row action showing a questionnaire's results (schemas' `rowActions` name, also its permission button). */
export const RESULTS_ACTION = 'surveyResults';

const parseSheet = (text: unknown): SurveyAnswers => {
  try {
    return JSON.parse(String(text)) as SurveyAnswers;
  } catch {
    return {};
  }
};

/**
 * `GET /api<api>/surveyResults?id=` of each questionnaire screen: the answer sheets of one
 * questionnaire the caller may see (project scope, data rules) counted per question. Guarded by
 * the 结果 row action's permission button.
 */
export function registerSurveyResultsRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const screen of surveyScreens(deps.registry)) {
    app.get(`/api${screen.api}/${RESULTS_ACTION}`, { config: { permission: permissionCode(screen, RESULTS_ACTION) } }, async (request) => {
      const record = await findRecord(deps, screen, requireAuth(request), (request.query as { id?: unknown }).id);
      const questions = toSurveyQuestions((record[screen.survey.questions] as Record<string, unknown>[] | undefined) ?? []);
      const rows = await deps.db
        .selectFrom(ANSWER_TABLE)
        .select('answers')
        .where('screen_id', '=', screen.id)
        .where('survey_id', '=', String(record.id))
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return ok(
        tallyResults(
          questions,
          rows.map((row) => parseSheet(row.answers)),
        ),
      );
    });
  }
}
