import type { JSXComponent } from '@formily/react';
import { fieldTypeOf } from '../../../core/screen/fieldType';
import type { FieldSchema, QueryMode } from '../../../core/screen/screen.types';
import { getFieldType } from '../../fields/registry';

/**
 * The component and props of a query field: the type's range component for range queries (value
 * `[begin, end]`), else its query component (a switch becomes a yes/no select), else its editor.
 * A type without a range component is queried by a single value.
 */
export function queryInput(field: FieldSchema, mode: QueryMode): { component: JSXComponent; props: Record<string, unknown> } {
  const fieldType = getFieldType(fieldTypeOf(field));
  const { placeholder, ...props } = { ...fieldType.fieldProps?.(field), ...field['x-component-props'] };
  if (mode === 'range' && fieldType.rangeComponent) return { component: fieldType.rangeComponent, props };
  return { component: fieldType.queryComponent ?? fieldType.component, props: { ...props, placeholder } };
}
