import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../crud/crudDeps';
import { registerPublicSurveyRoutes } from './publicSurveyRoutes';
import { registerSurveyResultsRoutes } from './surveyResultsRoute';

/** The routes of questionnaire screens (`survey` in a screen file): the public answer link and the results. */
export function registerSurveys(app: FastifyInstance, deps: CrudDeps): void {
  registerPublicSurveyRoutes(app, deps.db, deps.registry);
  registerSurveyResultsRoutes(app, deps);
}
