import type { ISchema } from '@formily/react';
import { fieldTypeOf } from '../../../core/screen/fieldType';
import type { FieldSchema, ScreenFile } from '../../../core/screen/screen.types';
import { isEmptyValue, requiredMessage } from '../../../core/validation/fieldRules';
import { validateScreenField } from '../../../core/validation/recordValidator';
import { getFieldType } from '../../fields/registry';
import { formFields } from './formFields';
import type { FormMode } from './formMode';

export interface FormSchemaOptions {
  /** Fields kept in the form's values but not shown (a detail row's foreign key). */
  hiddenFields?: string[];
  /** Only these entity fields, in this order, instead of the form's own (a flow step's fields). */
  fields?: string[];
  /** Fields required here on top of the entity's `required` (a flow step's `required`). */
  required?: string[];
  /** Fields that are not entity fields, after the others (a flow step's 意见). */
  extra?: Record<string, ISchema>;
}

const isDerived = (field: FieldSchema) =>
  Boolean(field['x-bands'] || field['x-formula'] || field['x-sum'] || field['x-count'] || field['x-lookup'] || field['x-stream-status']);

const FORMILY_TYPES: Record<FieldSchema['type'], string> = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean', array: 'array' };

/** Whether an empty value is acceptable: a write-only field left empty on edit keeps its value. */
function keepsStoredValue(field: FieldSchema, mode: FormMode, value: unknown): boolean {
  return mode === 'edit' && Boolean(field['x-write-only']) && isEmptyValue(value);
}

/** The message of an empty field required only by the options (a step field), else the shared rules' verdict. */
function validateField(
  screen: ScreenFile,
  name: string,
  field: FieldSchema,
  value: unknown,
  requiredHere: boolean,
  values: Record<string, unknown> | undefined,
): string | undefined {
  if (requiredHere && isEmptyValue(value)) return requiredMessage(field);
  return validateScreenField(screen, name, value, values) ?? undefined;
}

function fieldSchema(screen: ScreenFile, name: string, field: FieldSchema, mode: FormMode, index: number, hidden: boolean, requiredHere: boolean): ISchema {
  const fieldType = getFieldType(fieldTypeOf(field));
  const required = mode !== 'view' && (requiredHere || (screen.entity.required ?? []).includes(name)) && !(mode === 'edit' && field['x-write-only']);
  const grid = screen.form?.grid ?? 1;
  return {
    type: FORMILY_TYPES[field.type],
    title: field.title,
    'x-index': index,
    'x-decorator': fieldType.decorator ?? 'FormItem',
    'x-decorator-props': { asterisk: required, ...(fieldType.wide ? { gridSpan: grid } : {}) },
    'x-component': fieldType.name,
    'x-component-props': { ...fieldType.fieldProps?.(field), ...field['x-component-props'] },
    'x-validator': {
      triggerType: 'onInput',
      // The form's values decide a field required only while another is filled in (x-required-with).
      validator: (value: unknown, _rule: unknown, context: { form?: { values?: Record<string, unknown> } }) =>
        keepsStoredValue(field, mode, value) ? undefined : validateField(screen, name, field, value, requiredHere, context?.form?.values),
    },
    // A derived field (x-bands, x-formula, x-sum, x-count, x-lookup, x-stream-status) is computed by the server on save; the form shows it, never edits it.
    ...((mode === 'edit' && field['x-readonly-on-edit']) || isDerived(field) ? { 'x-pattern': 'disabled' } : {}),
    ...(hidden ? { 'x-display': 'hidden' } : {}),
  };
}

/** A FormGrid of `form.grid` columns holding `properties`. */
function gridOf(screen: ScreenFile, properties: Record<string, ISchema>): ISchema {
  const grid = screen.form?.grid ?? 1;
  return { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: grid, minColumns: 1, minWidth: 240, columnGap: 24 }, properties };
}

/**
 * The form's fields split by `form.tabs`: the fields each tab names, in form order; fields no tab
 * names go to the first tab. Every pane is rendered from the start (hidden when inactive), so a
 * field in a tab never opened is still validated, and a failing detail table can bring its tab
 * to the front.
 */
function tabsOf(screen: ScreenFile, properties: Record<string, ISchema>): ISchema {
  const tabs = screen.form?.tabs ?? [];
  const tabOf = new Map(tabs.flatMap((tab, t) => tab.fields.map((name) => [name, t] as const)));
  const panes = tabs.map((tab, t) => {
    const own = Object.entries(properties).filter(([name]) => (tabOf.get(name) ?? 0) === t);
    return [
      `tab${t}`,
      {
        type: 'void',
        'x-component': 'FormTab.TabPane',
        'x-component-props': { tab: tab.title, forceRender: true },
        properties: { grid: gridOf(screen, Object.fromEntries(own)) },
      },
    ];
  });
  return { type: 'void', 'x-component': 'FormTab', properties: Object.fromEntries(panes) };
}

/** The named entity fields, or the form's own when no names are given. */
export function schemaFields(screen: ScreenFile, mode: FormMode, names?: string[]): [string, FieldSchema][] {
  if (!names) return formFields(screen, mode);
  return names.flatMap((name) => (screen.entity.properties[name] ? [[name, screen.entity.properties[name]] as [string, FieldSchema]] : []));
}

/**
 * The Formily schema of a screen's form: the entity's fields in a FormGrid of `form.grid` columns
 * (one per tab when the form has `tabs`), each with its registered component, a FormItem labelled
 * with the title (asterisk when required) and the shared validator of runtime/core, so the browser
 * shows the server's Chinese messages.
 */
export function buildFormSchema(screen: ScreenFile, mode: FormMode, options: FormSchemaOptions = {}): ISchema {
  const hidden = new Set(options.hiddenFields ?? []);
  const required = new Set(options.required ?? []);
  const properties = Object.fromEntries(
    schemaFields(screen, mode, options.fields).map(([name, field], index) => [
      name,
      fieldSchema(screen, name, field, mode, index, hidden.has(name), required.has(name)),
    ]),
  );
  Object.assign(properties, options.extra);
  return { type: 'object', properties: screen.form?.tabs?.length ? { tabs: tabsOf(screen, properties) } : { grid: gridOf(screen, properties) } };
}
