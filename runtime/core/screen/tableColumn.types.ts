/**
 * Editable-table column settings (widgets-spec §3, jeecg-contract §1.2), given in a screen file as
 * the `x-column` of a detail column. Everything the entity property already says (title, type,
 * format, dictionary, required, rules) is taken from the property; these add the table-only parts.
 */

/** The column types of widgets-spec §3. */
export const CELL_TYPES = [
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'date',
  'datetime',
  'time',
  'hidden',
  'slot',
  'popup',
  'sel_depart',
  'sel_user',
  'input_pop',
  'textarea',
  'radio',
  'sel_search',
  'sel_search_async',
  'list_multi',
  'upload',
  'file',
  'image',
] as const;
export type CellType = (typeof CELL_TYPES)[number];

/**
 * One validation rule of a cell; a rule carries exactly one kind (required, unique, pattern or a
 * named handler). Messages may hold `${title}`, `${key}` and `${defaultValue}` placeholders.
 */
export interface CellRule {
  required?: boolean;
  unique?: boolean;
  /** A preset code of widgets-spec §5.2 (`only` means unique) or a regular expression. */
  pattern?: string;
  /** Name of an (optionally asynchronous) handler registered by the web table. */
  handler?: string;
  message?: string;
}

export interface CellOption {
  value: string;
  text?: string;
  title?: string;
}

export interface TableColumnConfig {
  type?: CellType;
  width?: number | string;
  minWidth?: number;
  placeholder?: string;
  options?: CellOption[];
  dictCode?: string;
  defaultValue?: string | number | boolean;
  defaultChecked?: boolean;
  /** Values of a checkbox cell: [checked, unchecked]. */
  customValue?: [string | number | boolean, string | number | boolean];
  validateRules?: CellRule[];
  props?: Record<string, unknown>;
  disabled?: boolean;
  allowInput?: boolean;
  allowSearch?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  allowClear?: boolean;
  isOrder?: boolean;
  /** Show the column's sum in the statistics row (number columns). */
  statistics?: boolean;
  /** JSON text holding store, text and multiSelect (picker columns). */
  fieldExtendJson?: string;
  store?: string;
  text?: string;
  multi?: boolean;
  dict?: string;
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  field?: string;
  param?: Record<string, unknown>;
  sorter?: boolean;
  action?: string;
  data?: Record<string, unknown>;
  token?: boolean;
  responseName?: string;
  maxTagCount?: number;
  slot?: string;
  /** Read-only column computed as the product of other columns (e.g. amount = planQty × unitPrice). */
  product?: string[];
  /** Read-only column computed as one column minus another (e.g. 差异 = 实盘 − 账面). */
  difference?: [string, string];
  /** Text-search operator of an input column (widgets-spec §5.3): like, ne, ge, le. */
  searchOperator?: 'like' | 'ne' | 'ge' | 'le';
  /** Tag input (widgets-spec §5.3): a semicolon after every 2 characters. */
  tagInput?: boolean;
}
