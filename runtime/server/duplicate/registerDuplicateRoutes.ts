import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../core/http/envelope';
import { checkRule } from '../../core/validation/fieldRules';
import { FIELD_RULES } from '../../core/validation/presets';
import { requireAuth } from '../auth/requireAuth';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { duplicateTarget } from './checkTarget';
import { isDuplicate } from './duplicateCheck';
import { DUPLICATE_MESSAGES } from './duplicateMessages';

const paramsOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * GET /api/sys/duplicate/check (query) and POST /api/sys/duplicate/extCheck (JSON body) with
 * tableName, fieldName, fieldVal and dataId: 该值可用！ or 该值不可用，系统中已存在！ (upstream
 * answers). GET /api/sys/checkRule/checkByCode?ruleCode&value checks a value against a named
 * rule of the validation presets.
 */
export function registerDuplicateRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  const signedIn = { config: { authenticated: true } };

  async function answer(params: Record<string, unknown>, auth: ReturnType<typeof requireAuth>) {
    const target = duplicateTarget(registry, auth, params.tableName, params.fieldName);
    return (await isDuplicate(db, auth, target, params.fieldVal, params.dataId)) ? fail(DUPLICATE_MESSAGES.taken) : ok(null, DUPLICATE_MESSAGES.available);
  }

  app.get('/api/sys/duplicate/check', signedIn, (request) => answer(paramsOf(request.query), requireAuth(request)));
  app.post('/api/sys/duplicate/extCheck', signedIn, (request) => answer(paramsOf(request.body), requireAuth(request)));

  app.get('/api/sys/checkRule/checkByCode', signedIn, async (request) => {
    const { ruleCode, value } = paramsOf(request.query);
    if (typeof ruleCode !== 'string' || ruleCode === '') return fail(DUPLICATE_MESSAGES.ruleMissing);
    if (!Object.hasOwn(FIELD_RULES, ruleCode)) return fail(DUPLICATE_MESSAGES.unknownRule(ruleCode));
    const message = checkRule(ruleCode, value ?? '');
    return message ? fail(message) : ok(null, DUPLICATE_MESSAGES.rulePassed);
  });
}
