import type { FieldSchema, ScreenFile } from '../../../core/screen/screen.types';
import { flowOf, flowOwnedFields } from '../../../core/flow/flowModel';
import type { FormMode } from './formMode';

/**
 * Fields a form leaves to the screen's flow: add and edit never show what only a flow transition
 * writes (the server refuses it there), and 详情 shows the state as a tag in its 流程 section.
 */
function flowFieldsLeftOut(screen: ScreenFile, mode: FormMode): Set<string> {
  const flow = flowOf(screen);
  if (!flow) return new Set();
  return new Set(mode === 'view' ? [flow.stateField] : flowOwnedFields(flow));
}

/**
 * The entity fields a form shows, in `form.fields` order or property order. `x-hidden` only keeps
 * a field out of list columns, so it is shown; write-only fields (passwords) are never returned,
 * so the read-only view leaves them out; nor are a flow's own fields (see flowFieldsLeftOut).
 */
export function formFields(screen: ScreenFile, mode: FormMode): [string, FieldSchema][] {
  const names = screen.form?.fields ?? Object.keys(screen.entity.properties);
  const leftOut = flowFieldsLeftOut(screen, mode);
  return names
    .map((name): [string, FieldSchema | undefined] => [name, leftOut.has(name) ? undefined : screen.entity.properties[name]])
    .filter((entry): entry is [string, FieldSchema] => entry[1] !== undefined && !(mode === 'view' && entry[1]['x-write-only']));
}
