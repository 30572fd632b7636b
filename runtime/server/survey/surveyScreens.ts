import type { ScreenFile, SurveyConfig } from '../../core/screen/screen.types';
import type { ScreenRegistry } from '../screens/screenRegistry';

export type SurveyScreen = ScreenFile & { survey: SurveyConfig };

/** The screens that declare `survey`: each record of theirs is a questionnaire. */
export function surveyScreens(registry: ScreenRegistry): SurveyScreen[] {
  return [...registry.screens.values()].filter((screen): screen is SurveyScreen => screen.survey !== undefined);
}
