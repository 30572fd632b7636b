import type { FieldSchema } from '../../../core/screen/screen.types';
import type { ChoiceProps } from './select.types';

/** Choice props of an entity property: its `x-dict`, or its `enum` as fixed options. */
export function choiceProps(field: FieldSchema): ChoiceProps & { placeholder: string } {
  const options = field.enum?.map((value) => ({ value: String(value), text: String(value) }));
  return { placeholder: `请选择${field.title}`, ...(field['x-dict'] ? { dictCode: field['x-dict'] } : {}), ...(options ? { options } : {}) };
}
