import type { ComponentType } from 'react';
import type { JSXComponent } from '@formily/react';
import type { FieldSchema } from '../../core/screen/screen.types';

/** The subset of JSON Schema used to describe a field type's `x-component-props`. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null' | ('string' | 'number' | 'boolean' | 'null')[];
  title?: string;
  description?: string;
  enum?: (string | number | boolean)[];
  default?: string | number | boolean | (string | number | boolean)[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
}

/**
 * What the analysts' docs and the meta-schema generator know about a field type. Each field
 * folder exports one from its React-free `meta.ts`.
 */
export interface FieldTypeMeta {
  name: string;
  /** Chinese description for the analysts' documentation. */
  description: string;
  /** JSON Schema of the `x-component-props` a screen file may give this type. */
  propsSchema: JsonSchema;
}

/** Props of a read-only value view: the stored value plus the type's own props. */
export interface ValueViewProps {
  value?: unknown;
  [prop: string]: unknown;
}

/** A registered field type: its meta plus the React pieces that render it. */
export interface FieldTypeDefinition extends FieldTypeMeta {
  /** Formily-connected editing component; values are the strings (or numbers, booleans) the server stores. */
  component: JSXComponent;
  /** Read-only view of a value, used by detail forms (readPretty) and list cells. */
  readPretty?: ComponentType<ValueViewProps>;
  /** Formily decorator name; defaults to `FormItem`. */
  decorator?: string;
  /** Props this type derives from the entity property (dictionary code, enum, bounds, …). */
  fieldProps?: (field: FieldSchema) => Record<string, unknown>;
  /** Component used in a list's query form when it differs from the editing one. */
  queryComponent?: JSXComponent;
  /** Component whose value is `[begin, end]`, used for range queries. */
  rangeComponent?: JSXComponent;
  /** Takes a whole row of the form grid (e.g. a text area). */
  wide?: boolean;
}
