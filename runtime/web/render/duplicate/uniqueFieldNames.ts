import { storedFields } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { UNIQUE_CODE } from '../../../core/validation/presets';

/** Fields of a screen that must be unique (`only` in `x-rules`). */
export function uniqueFieldNames(screen: ScreenFile): string[] {
  return storedFields(screen).flatMap(([name, field]) => ((field['x-rules'] ?? []).includes(UNIQUE_CODE) ? [name] : []));
}
