import type { JSXComponent } from '@formily/react';
import { EXPIRY_STATES } from '../../../core/screen/expiry';
import { fieldTypeOf } from '../../../core/screen/fieldType';
import type { FieldSchema, QueryMode } from '../../../core/screen/screen.types';
import { getFieldType } from '../../fields/registry';

/** A date with `x-expiry` queried by where it stands: a select of 已过期 / 即将到期 / 有效. */
function expiryQueryField(field: FieldSchema): FieldSchema {
  const options = Object.entries(EXPIRY_STATES).map(([value, text]) => ({ value, text }));
  return { type: 'string', title: field.title, 'x-component': 'Select', 'x-component-props': { options } };
}

/**
 * The component and props of a query field: the type's range component for range queries (value
 * `[begin, end]`), else its query component (a switch becomes a yes/no select), else its editor.
 * A type without a range component is queried by a single value; an expiring date by its state.
 */
export function queryInput(field: FieldSchema, mode: QueryMode): { component: JSXComponent; props: Record<string, unknown> } {
  if (mode === 'expiry') return queryInput(expiryQueryField(field), 'single');
  const fieldType = getFieldType(fieldTypeOf(field));
  const { placeholder, ...props } = { ...fieldType.fieldProps?.(field), ...field['x-component-props'] };
  if (mode === 'range' && fieldType.rangeComponent) return { component: fieldType.rangeComponent, props };
  return { component: fieldType.queryComponent ?? fieldType.component, props: { ...props, placeholder } };
}
