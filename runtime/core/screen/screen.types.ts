/**
 * The shape of a screen file (`schemas/<area>/<screen>.json`). The meta-schema in
 * `schemas/meta/screen.schema.json` is the authority; these types mirror it for code.
 */

/** A validation rule attached to a field: a preset code (see validation/presets) or an inline pattern. */
export type FieldRule = string | { pattern: string; message: string };

/** One entity property: real JSON Schema plus `x-` UI hints. */
export interface FieldSchema {
  type: 'string' | 'number' | 'integer' | 'boolean';
  title: string;
  description?: string;
  format?: 'date' | 'date-time' | 'time';
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: (string | number)[];
  default?: string | number | boolean;
  /** Registered field type name; when absent it is inferred from type, format and x-dict. */
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  /** Dictionary code, or a table dictionary `table,textField,codeField`. */
  'x-dict'?: string;
  'x-rules'?: FieldRule[];
  /** Shown in the form only; kept out of list columns by default. */
  'x-hidden'?: boolean;
  /** Create a database index for this field (query and sort fields get one automatically). */
  'x-index'?: boolean;
  /** Value may not be changed after creation. */
  'x-readonly-on-edit'?: boolean;
  /** Accepted on write but neither stored in the screen's table nor returned (e.g. a password). */
  'x-write-only'?: boolean;
}

export interface EntitySchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
}

export type QueryMode = 'single' | 'range' | 'like';
export interface QueryFieldConfig {
  field: string;
  mode?: QueryMode;
}

export interface ListConfig {
  columns: string[];
  query?: (string | QueryFieldConfig)[];
  /** Default sort, `field` or `-field` for descending; defaults to `-createTime`. */
  sort?: string;
  superQuery?: boolean;
  import?: boolean;
  export?: boolean;
}

export interface FormConfig {
  /** Number of columns in the form grid. */
  grid?: 1 | 2 | 3;
  /** Field order in the form; defaults to the entity's property order. */
  fields?: string[];
}

/** Which rows a user may see: by current project, by tenant only, or global system data. */
export type ScreenScope = 'project' | 'tenant' | 'system';

export interface ScreenFile {
  $schema?: string;
  id: string;
  title: string;
  table: string;
  scope: ScreenScope;
  api: string;
  /** Permission prefix, e.g. `labour:worker`; actions append `:list`, `:add`, … */
  permission: string;
  entity: EntitySchema;
  list: ListConfig;
  form?: FormConfig;
  /** Field used as the parent id of a tree screen. */
  treeParent?: string;
  /** Child screens opened from a row (e.g. dictionary items of a dictionary). */
  details?: DetailLink[];
}

export interface DetailLink {
  /** Screen id of the child screen. */
  screen: string;
  /** Field of the child screen that holds this row's id. */
  foreignKey: string;
  /** Row action label. */
  title: string;
}

/** The CRUD actions every screen exposes, each guarded by `<permission>:<action>`. */
export const SCREEN_ACTIONS = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'] as const;
export type ScreenAction = (typeof SCREEN_ACTIONS)[number];

/** Columns the server adds to every screen table and manages itself. */
export const AUDIT_FIELDS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
