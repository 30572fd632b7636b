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
 * What the analysts' docs, the meta-schema generator and the schema lint know about a field type.
 * Each one is declared in runtime/core/fieldTypes/meta/<folder>.ts and re-exported by the field
 * folder's `meta.ts` in runtime/web/fields.
 */
export interface FieldTypeMeta {
  name: string;
  /** Chinese description for the analysts' documentation. */
  description: string;
  /** JSON Schema of the `x-component-props` a screen file may give this type. */
  propsSchema: JsonSchema;
  /**
   * An `x-rules` code every field of this type must carry, because the component alone does not
   * stop a bad value reaching the server (a Cron field's text box accepts any text).
   */
  requiredRule?: string;
  /**
   * For a type shown on a detail field (type array): the props that name a column of its rows, so
   * the lint checks each names one (the prop's default when the screen leaves it out).
   */
  detailColumnProps?: string[];
}
