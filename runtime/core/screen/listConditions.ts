import type { ListCondition, ScreenFile } from './screen.types';

/** The list parameter naming one of the screen's `list.conditions`. */
export const CONDITION_PARAM = 'condition';

/** The list condition of a screen by key (`?condition=`, a measure's `condition`), or undefined. */
export function listCondition(screen: ScreenFile, key: string): ListCondition | undefined {
  return screen.list.conditions?.find((condition) => condition.key === key);
}
