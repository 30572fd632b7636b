import type { ComponentType } from 'react';
import type { JSXComponent } from '@formily/react';
import type { FieldTypeMeta } from '../../core/fieldTypes/fieldTypeMeta.types';
import type { FieldSchema } from '../../core/screen/screen.types';

// The React-free part of a field type lives in runtime/core, where the server's schema lint reads it too.
export type { FieldTypeMeta, JsonSchema } from '../../core/fieldTypes/fieldTypeMeta.types';

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
  /** A list cell's view when the detail's is too big for a table row (a 3D model); `readPretty` by default. */
  cell?: ComponentType<ValueViewProps>;
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
