/**
 * The shape of a screen file (`schemas/<area>/<screen>.json`). The meta-schema in
 * `schemas/meta/screen.schema.json` is the authority; these types mirror it for code.
 */
import type { Measure, MeasureOutside } from '../dashboard/dashboard.types';
import type { ComputeDeclaration } from '../compute/compute.types';
import type { RecordCheck } from '../checks/check.types';
import type { DeviceDeclaration } from '../device/device.types';
import type { FlowDeclaration } from '../flow/flow.types';
import type { PostingDeclaration, ReversalDeclaration, SnapshotDeclaration } from '../posting/posting.types';
import type { PrintDeclaration } from '../print/print.types';
import type { RecordExportDeclaration } from '../recordExport/recordExport.types';
import type { TableColumnConfig } from './tableColumn.types';

/** A validation rule attached to a field: a preset code (see validation/presets) or an inline pattern. */
export type FieldRule = string | { pattern: string; message: string };

/** One entity property: real JSON Schema plus `x-` UI hints. */
export interface FieldSchema {
  /** `array` only for a detail table: rows described by `items`, stored in `x-detail.table`. */
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array';
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
  /** Required only while another field of the record is filled in (see RequiredWith). */
  'x-required-with'?: RequiredWith;
  /** A number that may not be below another number field of the record (a range's upper bound); checked in forms and on save. */
  'x-not-less-than'?: string;
  /** Filled by the server from the band another number field falls in (score → grade). */
  'x-bands'?: ValueBands;
  /** Computed by the server from other number fields of the record (score = baseScore + rewardScore). */
  'x-formula'?: string;
  /** Filled by the server with the sum of a field over another screen's records of the record's month. */
  'x-sum'?: SumOf;
  /** Filled by the server, on save and on every read, with the count of another screen's records on the record's day. */
  'x-count'?: CountOf;
  /** Filled by the server, on save and before every read, with whether the record's HlsStream field plays a live stream (a camera's 在线/离线). */
  'x-stream-status'?: StreamStatusOf;
  /** A date that may not lie after today (a 日志日期): checked in forms and on save. */
  'x-not-future'?: boolean;
  /** A date that expires (a certificate's 有效期至): the list tags it and can be queried by 已过期 / 即将到期 / 有效. */
  'x-expiry'?: { days: number };
  /** Filled by the server with a field of the record another field of this record points to. */
  'x-lookup'?: LookupOf;
  /** Columns of a detail table (`type: "array"`): each row is an object of these properties. */
  items?: DetailRowSchema;
  /** Where the rows of a detail table are stored. */
  'x-detail'?: DetailTableLink;
  /** Editable-table column settings of a detail column (widgets-spec §3). */
  'x-column'?: TableColumnConfig;
}

/**
 * A condition under which a field becomes required: the other `field` equals `value`, or, without
 * a value, is filled in and not 0 (调整分 ≠ 0 needs 调整原因).
 */
export interface RequiredWith {
  field: string;
  value?: string;
}

/**
 * A field whose value is the band a number field falls in: bands from high to low, the first whose
 * `min` the number reaches wins; the last band has no `min`. A string `min` names the number field
 * holding the bound (the row's own, else the master record's: a session's 合格分数).
 */
export interface ValueBands {
  from: string;
  bands: { min?: number | string; value: string }[];
}

/**
 * The sum of `field` over the records of `screen` (in the record's project) whose `match` fields
 * equal the record's and whose `date` falls in the month held by the record's `month` (YYYY-MM):
 * a worker's 信用加减分 of the month from 奖惩记录.
 */
export interface SumOf {
  screen: string;
  field: string;
  /** Field of `screen` → field of this record; an empty value of this record leaves the sum empty. */
  match: Record<string, string>;
  date: string;
  month: string;
}

/** A dictionary field telling whether the record's stream is live: `online` when the HlsStream field `stream` plays, else `offline`. */
export interface StreamStatusOf {
  /** The record's HlsStream field (the playlist URL). */
  stream: string;
  /** The field's dictionary value while the stream is live, e.g. 1 (在线). */
  online: string;
  /** Its value otherwise (no address, no playlist, a stopped stream), e.g. 0 (离线). */
  offline: string;
  /** Role codes told (bell) when a record goes from online to offline and when it comes back, in its project. */
  notify?: string[];
}

/**
 * The number of records of `screen` (in the record's project) whose `date` falls on the day held by
 * the record's `day`, whose `match` fields equal the record's and which meet `where`; with
 * `distinct`, the number of different values of that field (工作日志's 现场人数: the workers who
 * passed in at the gate that day).
 */
export interface CountOf {
  screen: string;
  date: string;
  day: string;
  distinct?: string;
  match?: Record<string, string>;
  where?: { field: string; value: string | string[] }[];
}

/**
 * A field copied by the server from the record of another screen (same project) whose id is held in
 * `by`: a 租赁任务's unit price from its device's 租赁单价.
 */
export interface LookupOf {
  screen: string;
  by: string;
  field: string;
}

/** The row shape of a detail table: one property per column. */
export interface DetailRowSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
}

/** The table holding a detail property's rows and the column naming their master record. */
export interface DetailTableLink {
  table: string;
  /** Field (camelCase) of the detail row holding the master record's id. */
  foreignKey: string;
  /** Declared changes to detail columns that hold data, as `x-migrations` of a screen. */
  migrations?: SchemaMigration[];
  /** Stored rows can be neither removed nor changed (a drawing's versions): saves may only add rows. */
  appendOnly?: boolean;
}

export interface EntitySchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
}

export type QueryMode = 'single' | 'range' | 'like' | 'expiry';
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
  /** Show 导入; `{ partial: true }` keeps the good rows of a file with bad rows (answer code 201). */
  import?: boolean | ImportConfig;
  export?: boolean;
  /** A Gantt view beside the table: which fields hold a row's bar (see GanttConfig). */
  gantt?: GanttConfig;
  /** Read-only computed columns after `columns`: per row, figures over another screen's visible rows (see ListAggregate). */
  aggregates?: ListAggregate[];
  /** Named conditions the list can be opened on (`?condition=<key>`), a dashboard measure's `condition` drills into. */
  conditions?: ListCondition[];
}

/**
 * A named condition of a list, beyond what one field's filter can say: rows with a value outside the
 * range written on a related record (e.g. welds whose current lies outside their machine's limits).
 * The list answers only those rows when opened with `condition=<key>` and says so above the table.
 */
export interface ListCondition {
  key: string;
  title: string;
  outside: MeasureOutside;
}

/**
 * A computed list column: a dashboard measure over the row (`related` another screen's rows
 * matching it, `share` a percentage of such a count, `percent` two columns divided), under `key`
 * in each record (sortable by it); `of` indexes the list's aggregates.
 */
export interface ListAggregate extends Measure {
  key: string;
}

/**
 * The fields of a list's Gantt view: the planned bar (`start`–`end`, dates), the actual bar and
 * progress drawn over it, and the predecessor rows (comma-separated ids of the same screen), which
 * the server keeps acyclic and finished-before-started.
 */
export interface GanttConfig {
  label: string;
  start: string;
  end: string;
  actualStart?: string;
  actualEnd?: string;
  progress?: string;
  dependencies?: string;
}

/** Excel import settings of a list. */
export interface ImportConfig {
  /** Keep the valid rows when some rows are refused (default: nothing is written). */
  partial?: boolean;
}

export interface FormConfig {
  /** Number of columns in the form grid. */
  grid?: 1 | 2 | 3;
  /** Field order in the form; defaults to the entity's property order. */
  fields?: string[];
  /** Tabs of the form: each names its fields; form fields named by no tab go to the first. */
  tabs?: FormTab[];
}

/** One tab of a form (e.g. 基本信息, 材料明细). */
export interface FormTab {
  title: string;
  fields: string[];
}

/**
 * Which rows a user may see: by current project, by tenant only, global system data, or the one
 * row whose id is the current project (its own record in a table such as sys_depart, shown as a card).
 */
export type ScreenScope = 'project' | 'tenant' | 'system' | 'currentProject';

/** How a `currentProject` screen's card shows two of its fields: an ImageUpload field as a picture, an integer 0–100 as a progress bar. */
export interface CardConfig {
  image?: string;
  progress?: string;
}

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
  /** Deleting marks `del_flag = 1` instead of deleting; lists hide such rows; a recycle bin restores or purges them. */
  softDelete?: boolean;
  /** A list only: no add, edit, delete or import (rows are written by the server, e.g. logs). */
  readOnly?: boolean;
  /** The card of a `currentProject` screen. */
  card?: CardConfig;
  /** Hand-written row actions from the web action registry, each guarded by `<permission>:<name>`. */
  rowActions?: RowActionLink[];
  /** Each record is a questionnaire answered through a public link (see core/survey). */
  survey?: SurveyConfig;
  /** Saving the record as released sends it to its recipients as a system notice, with read receipts. */
  announce?: AnnounceConfig;
  /** The records are devices uploading sensor readings, with limits and alarms (see core/device). */
  device?: DeviceDeclaration;
  /** Declared changes to columns that hold data: renames, drops and type casts, and data moved to other screens' records before a drop. */
  'x-migrations'?: (SchemaMigration | DataMigration)[];
  /** Cross-screen checks of every add, edit and imported row (a blacklisted ID card is refused). */
  checks?: RecordCheck[];
  /** States and transitions of the records, or the name of a shared flow file `schemas/flows/<name>.json`. */
  flow?: FlowDeclaration | string;
  /** What the bill moves in which ledger when its flow enters a state (see core/posting). */
  postings?: PostingDeclaration[];
  /** 红冲: the flow state that reverses a posted bill by a linked reversal bill. */
  reversal?: ReversalDeclaration;
  /** Stocktake: detail rows snapshotted from a ledger's balances, difference computed on save. */
  snapshot?: SnapshotDeclaration;
  /** Detail rows computed from other screens (a 工资单 from 考勤统计 × 日薪记录), formulas and totals on save. */
  compute?: ComputeDeclaration;
  /** One record as an Excel file in a declared layout (a 工资单 as the bank's batch-transfer file). */
  recordExport?: RecordExportDeclaration;
  /** 打印: the record as an A4 document laid out by one of the templates an admin edits. */
  print?: PrintDeclaration;
  /** Field sets unique together within the project (or tenant), each with its refusal. */
  unique?: UniqueTogether[];
  /** Named row filters of this table as a table dictionary (`table,text,value,<name>`). */
  dictFilters?: Record<string, DictRowFilter>;
}

/** Column → condition; a row is an option when it meets every condition. */
export type DictRowFilter = Record<string, DictColumnCondition>;

/** The column's value (as text) is one of `in`, or none of `notIn`. */
export type DictColumnCondition = { in: string[] } | { notIn: string[] };

/** Fields whose values together may occur once per project (or tenant); `message` refuses a repeat. */
export interface UniqueTogether {
  fields: string[];
  message: string;
}

/** SQL column types of screen fields (see runtime/server/db/screenColumns). */
export type ColumnTypeName = 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'timestamp';

/**
 * A declared schema change, applied once at start (each is a no-op when already done):
 * rename a column keeping its data, drop a removed field's column, or cast a column to a new type.
 */
export type SchemaMigration =
  { field: string; renamedFrom: string } | { drop: { field: string; confirm: true } } | { cast: { field: string; to: ColumnTypeName; using?: string } };

/**
 * A declared move of stored data onto another screen's records, run at start after the tables have
 * their new columns and before the declared drops (each is a no-op when already done): `carry`
 * copies columns into the records of `to` matched (or created) by a key and links each row to its
 * record; `resolve` turns a text column's names into the ids of the records of `screen` named so.
 */
export type DataMigration = { carry: CarryMigration } | { resolve: ResolveMigration };

export interface CarryMigration {
  /** Screen id whose records receive the values (企业: project.company). */
  to: string;
  /** Own field → target field, tried in order: the first own field holding a value finds the record (credit code, then name). */
  match: Record<string, string>;
  /** Own field (usually one declared dropped) → target field; fills only the target's empty values. */
  fields: Record<string, string>;
  /** Own field that receives the record's id where it is empty (companyId). */
  link: string;
  /** Target field → value of the records the carry creates, where the row leaves it empty (a required 企业类型). */
  create?: Record<string, CreatedValue>;
}

/** A value a data move writes into the records it creates. */
export type CreatedValue = string | number | boolean;

export interface ResolveMigration {
  /** Own text field holding names, to hold the ids of the records instead. */
  field: string;
  /** Screen id of the records. */
  screen: string;
  /** Target field holding the name. */
  by: string;
  /** Target field → value of the records the resolve creates (a required 企业类型). */
  create?: Record<string, CreatedValue>;
}

/** Which entity fields make the system notice of an `announce` screen, and which the server fills in. */
export interface AnnounceConfig {
  title: string;
  /** Rich-text field. */
  content: string;
  /** Comma-separated sys_user ids. */
  users: string;
  /** send_status field: saving it as released (1) sends the notice, once. */
  status: string;
  sendTime?: string;
  sender?: string;
  /** Field that keeps the sys_announcement id (its read state is the read receipts). */
  link: string;
}

/** A registered row action (folder `runtime/web/render/actions/<name>`) shown on each row. */
export interface RowActionLink {
  name: string;
  /** Button label, also the name of its permission button. */
  title: string;
}

/** Which fields of a questionnaire screen hold its questions, link token, state and answering period. */
export interface SurveyConfig {
  /** Field shown as the answer page's heading. */
  heading: string;
  /** Field shown under the heading. */
  description?: string;
  /** Detail field whose rows are the questions (columns title, kind, options, required). */
  questions: string;
  /** Field holding the server-made token of the public answer link. */
  token: string;
  /** State field and the value in which answers are accepted. */
  status: { field: string; open: string };
  /** Date fields bounding the answering period (both days included). */
  period: { begin: string; end: string };
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

/** The actions a read-only screen keeps. */
export const READ_ONLY_ACTIONS: readonly ScreenAction[] = ['list', 'exportXls'];
/** The one record of a `currentProject` screen is read and edited, never added, deleted or imported. */
export const SINGLE_RECORD_ACTIONS: readonly ScreenAction[] = ['list', 'edit'];

/** Column marking a soft-deleted row of a `softDelete` screen (0 live, 1 in the recycle bin). */
export const DEL_FLAG_COLUMN = 'del_flag';

/** Columns the server adds to every screen table and manages itself. */
export const AUDIT_FIELDS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'version'] as const;

/**
 * The audit field counting a record's saves (optimistic concurrency): an edit sends the version
 * it loaded, and one that another save has overtaken is refused with STALE_RECORD_STATUS.
 */
export const VERSION_FIELD = 'version';

/** HTTP status (and envelope code) of an edit refused because someone else saved the record first. */
export const STALE_RECORD_STATUS = 409;
