import { randomBytes } from 'node:crypto';
import { toColumnName } from '../../core/screen/naming';
import type { HooksByScreen } from '../crud/hooks';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { surveyScreens } from './surveyScreens';

/** A new answer-link token: 128 random bits, URL-safe. */
export const newSurveyToken = (): string => randomBytes(16).toString('base64url');

/**
 * The answer-link token of a questionnaire is the server's: an add gets a fresh one, an edit keeps
 * the stored one whatever the body says (a record without one, e.g. imported, gets one).
 */
export function surveyHooks(registry: ScreenRegistry): HooksByScreen {
  return Object.fromEntries(
    surveyScreens(registry).map((screen) => {
      const field = screen.survey.token;
      return [
        screen.id,
        {
          async beforeWrite({ trx, mode, id, record }) {
            const stored = mode === 'edit' ? await trx.selectFrom(screen.table).select(toColumnName(field)).where('id', '=', id).executeTakeFirst() : undefined;
            const token = (stored as Record<string, unknown> | undefined)?.[toColumnName(field)];
            record[field] = typeof token === 'string' && token !== '' ? token : newSurveyToken();
            return null;
          },
        },
      ];
    }),
  );
}
