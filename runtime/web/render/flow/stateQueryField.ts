import type { FlowDeclaration } from '../../../core/flow/flow.types';
import type { FieldSchema } from '../../../core/screen/screen.types';

/** A flow's state field as the query form shows it: a select of the declared states by title (the field itself needs no dictionary). */
export function stateQueryField(flow: FlowDeclaration, field: FieldSchema): FieldSchema {
  return {
    ...field,
    'x-component': 'Select',
    'x-component-props': { ...field['x-component-props'], options: flow.states.map((state) => ({ value: state.code, text: state.title })) },
  };
}
