import type { DictItem } from '../../render/dict/dict.types';

/** What configures a report popup (upstream JPopup props). */
export interface PopupConfig {
  /** Report code (schemas/reports/<code>.json). */
  code?: string;
  /** Report columns to copy, comma-separated. */
  orgFields?: string;
  /** Fields receiving them, comma-separated, in the same order. */
  destFields?: string;
  multi?: boolean;
  /** Requests of one group are answered from a 30 s cache. */
  groupId?: string;
  /** Report parameters, sent as `self_<key>`. */
  param?: Record<string, unknown>;
  /** Default sort `field=asc|desc`. */
  sorter?: string;
}

/** A report row as getData returns it (column values plus `<field>_dictText`). */
export type ReportRecord = Record<string, unknown>;

/** getRpColumns: one table column. */
export interface ReportColumnInfo {
  title: string;
  dataIndex: string;
  width?: number;
  customRender?: string;
  type?: string;
}

export interface ReportColumns {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumnInfo[];
  dictOptions: Record<string, DictItem[]>;
}

/** getQueryInfo: one query form item; `group` mode is a range (`_begin` / `_end`). */
export interface ReportQueryItem {
  field: string;
  label: string;
  mode: 'single' | 'group';
  like?: boolean;
  view: string;
  dictCode?: string;
  hidden?: '1';
}

export interface ReportPage {
  records: ReportRecord[];
  total: number;
}
