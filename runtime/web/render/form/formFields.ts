import type { FieldSchema, ScreenFile } from '../../../core/screen/screen.types';
import type { FormMode } from './formMode';

/**
 * The entity fields a form shows, in `form.fields` order or property order. `x-hidden` only keeps
 * a field out of list columns, so it is shown; write-only fields (passwords) are never returned,
 * so the read-only view leaves them out.
 */
export function formFields(screen: ScreenFile, mode: FormMode): [string, FieldSchema][] {
  const names = screen.form?.fields ?? Object.keys(screen.entity.properties);
  return names
    .map((name): [string, FieldSchema | undefined] => [name, screen.entity.properties[name]])
    .filter((entry): entry is [string, FieldSchema] => entry[1] !== undefined && !(mode === 'view' && entry[1]['x-write-only']));
}
