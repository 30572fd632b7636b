import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import type { AnswerValue, SurveyAnswers } from '../../core/survey/survey.types';
import { answeredOnly, firstAnswerProblem } from '../../core/survey/validateAnswers';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { ClientError } from '../sys/errorHandlers';
import { closedReason, findSurveyByToken, publicSurvey, type FoundSurvey } from './findSurvey';
import { SURVEY_MESSAGES } from './surveyMessages';
import { ANSWER_TABLE } from './surveyTables';

/** Requests per minute one client address may make to each public survey route. */
export const PUBLIC_SURVEY_LIMITS = { readsPerMinute: 60, answersPerMinute: 20 } as const;

const isAnswerValue = (value: unknown): value is AnswerValue =>
  typeof value === 'string' || typeof value === 'number' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The answer sheet of a request body `{ answers: { <question id>: value } }`, or a 400. */
function answersOf(body: unknown): SurveyAnswers {
  const answers = (body as { answers?: unknown } | null)?.answers;
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers) || !Object.values(answers).every(isAnswerValue))
    throw new ClientError(400, SURVEY_MESSAGES.badBody);
  return answers as SurveyAnswers;
}

/** The open questionnaire of the route's token: 404 when there is none, 400 when it takes no answers. */
async function openSurvey(db: AppDb, registry: ScreenRegistry, request: FastifyRequest): Promise<FoundSurvey> {
  const found = await findSurveyByToken(db, registry, (request.params as { token: string }).token);
  if (!found) throw new ClientError(404, SURVEY_MESSAGES.notFound);
  const closed = closedReason(found);
  if (closed) throw new ClientError(400, closed);
  return found;
}

/**
 * The answer link of a questionnaire, open to anyone holding its token (a phone without an
 * account): read the questions, send one answer sheet. The token is the only key — a random
 * server-made string — and both routes are rate-limited per address; the sheet is checked
 * against the stored questions as the page checks it, then stored with the questionnaire's owner.
 */
export function registerPublicSurveyRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  app.get(
    '/api/public/survey/:token',
    { config: { public: true, rateLimit: { max: PUBLIC_SURVEY_LIMITS.readsPerMinute, timeWindow: 60_000 } } },
    async (request) => ok(await publicSurvey(db, await openSurvey(db, registry, request))),
  );

  app.post(
    '/api/public/survey/:token/answer',
    { config: { public: true, rateLimit: { max: PUBLIC_SURVEY_LIMITS.answersPerMinute, timeWindow: 60_000 } } },
    async (request) => {
      const answers = answersOf(request.body);
      const found = await openSurvey(db, registry, request);
      const problem = firstAnswerProblem((await publicSurvey(db, found)).questions, answers);
      if (problem) throw new ClientError(400, problem);
      await db
        .insertInto(ANSWER_TABLE)
        .values({
          id: newId(),
          tenant_id: found.row.tenant_id ?? null,
          project_id: found.row.project_id ?? null,
          screen_id: found.screen.id,
          survey_id: String(found.row.id),
          answers: JSON.stringify(answeredOnly(answers)),
          create_time: currentTimestamp(),
        })
        .execute();
      return ok(null, SURVEY_MESSAGES.submitted);
    },
  );
}
