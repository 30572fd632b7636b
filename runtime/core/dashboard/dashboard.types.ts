import type { DeviceCard } from './devicesWidget';

/**
 * The shape of a dashboard file (`schemas/dashboards/<area>/<name>.json`): widgets on a 24-column
 * grid, each a declared aggregate over one screen's table. The meta-schema
 * `schemas/meta/dashboard.schema.json` is the authority; these types mirror it for code.
 */

export const WIDGET_TYPES = ['kpi', 'line', 'bar', 'stackedBar', 'pie', 'gauge', 'ranking', 'table', 'gantt', 'list', 'video', 'devices'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const MEASURE_OPS = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'days', 'percent', 'share'] as const;
export type MeasureOp = (typeof MEASURE_OPS)[number];

export const DATE_BUCKETS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type DateBucket = (typeof DATE_BUCKETS)[number];

/** The advanced query's rules, plus emptiness; each maps to one fixed SQL operator. */
export const WIDGET_FILTER_RULES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'empty', 'not_empty'] as const;
export type WidgetFilterRule = (typeof WIDGET_FILTER_RULES)[number];

export const PERIODS = ['week', 'month', 'quarter', 'year'] as const;
/** The dashboard-wide date range: 本周, 本月, 本季度, 本年 (or a custom range chosen in the page). */
export type Period = (typeof PERIODS)[number];

/** Most rows one widget query may return. */
export const MAX_WIDGET_ROWS = 2000;
/** Rows a widget returns when its file sets no `limit`. */
export const DEFAULT_WIDGET_ROWS = 500;
export const GRID_COLUMNS = 24;
/** Columns of a widget without `span`. */
export const DEFAULT_WIDGET_SPAN = 8;

export interface WidgetFilter {
  field: string;
  rule: WidgetFilterRule;
  /** A list for `in`; none for `empty` / `not_empty`. */
  value?: string | number | boolean | (string | number)[];
}

export interface Measure {
  op: MeasureOp;
  /** The field aggregated; not for `count` or `percent`; for `days`, the first day of each row's span; for `share`, the row's percentage. */
  field?: string;
  /** `days`: the date field of the span's last day; a row without one runs until today. */
  to?: string;
  /**
   * `percent`: measure `of[0]` as a percentage of measure `of[1]` (indexes into the widget's measures);
   * `share`: `[i]`, the `field` percent of related measure `i`, rounded up, per row of the screen
   * (e.g. the joints to inspect: ceil(welded joints × the line's ndtRatio %)), summed over a group.
   */
  of?: number[];
  title: string;
  /** Rows this measure counts (SQL `FILTER (WHERE …)`), besides the widget's own filters. */
  filters?: WidgetFilter[];
  /**
   * Aggregates the visible rows of another screen that match each of the widget's rows (field and
   * filters are that screen's), e.g. a device's days of work from the tasks naming it.
   */
  related?: WidgetRelated;
  /**
   * Only rows with a value outside the allowed range written on a related record, e.g. welds whose
   * current lies outside their machine's current limits.
   */
  outside?: MeasureOutside;
  /**
   * Only rows of one of the screen's `list.conditions` (by key), counted like `outside`; a widget whose
   * measures all name it drills into the list opened on it.
   */
  condition?: string;
  /** A table shows a value above 0 of this measure in the alert colour (e.g. out-of-range welds). */
  alert?: boolean;
  /** Rows whose value lies far from the average of all the widget's rows are shown in the alert colour (see outlierRows). */
  outlier?: MeasureOutlier;
}

/**
 * A row is an outlier when its value is above `above` × or below `below` × the average of the
 * widget's rows, e.g. a project with twice the company's average of open hidden dangers.
 */
export interface MeasureOutlier {
  above?: number;
  below?: number;
}

/** One value of the widget's row against the lower and upper limit fields of the related record. */
export interface OutsideRange {
  field: string;
  min: string;
  max: string;
}

/**
 * The record of another screen holding each row's allowed ranges (matched like `related`, among the
 * caller's visible rows); a row counts when any of its `ranges` values lies below its min or above
 * its max (an empty value or limit never does).
 */
export interface MeasureOutside {
  screen: string;
  /** Field of the other screen → field of the widget's screen, e.g. { "id": "machineId" }. */
  match: Record<string, string>;
  ranges: OutsideRange[];
}

export interface Dimension {
  field: string;
  /** A date field grouped by day, week (from Monday), month, quarter or year. */
  bucket?: DateBucket;
  title?: string;
}

/** The rows of another screen that belong to a row of the widget's screen: its `match` fields equal theirs and it passes `filters`. */
export interface WidgetRelated {
  screen: string;
  /** Field of the other screen → field of the widget's screen (`id` is the record id). */
  match: Record<string, string>;
  filters?: WidgetFilter[];
}

/**
 * An anti-join: the widget counts only its screen's rows that have no related row in another
 * screen that, with a `dateField`, lies in the period.
 */
export interface WidgetWithout extends WidgetRelated {
  dateField?: string;
}

/** What a readings widget shows of each metric: the devices' latest values, the readings' mean, or a cumulative meter's growth. */
export const READING_VALUES = ['latest', 'avg', 'usage'] as const;
export type ReadingValue = (typeof READING_VALUES)[number];
export const READING_BUCKETS = ['hour', 'day', 'month'] as const;
export type ReadingBucket = (typeof READING_BUCKETS)[number];
/** The time a readings widget looks back over, up to now: today, this month, 24 hours, 30 days (today's included), 12 months (this one included). */
export const READING_WINDOWS = ['today', 'month', '24h', '30d', '12m'] as const;
export type ReadingWindow = (typeof READING_WINDOWS)[number];

/**
 * A widget over the uploaded readings of a device screen's visible devices (`device` in the screen
 * file) instead of its table: one measure per metric (averaged over the devices, or for `usage`
 * summed), one row per `bucket` or a single row. The server expands it into measures and a time
 * dimension (see expandReadingsWidget), so KPI, line, bar and table draw it as any widget.
 */
export interface WidgetReadings {
  /** Metric names of the screen's device.metrics. */
  metrics: string[];
  /** `latest`: each device's last reading in the window, averaged over the devices; `avg`: the mean of the readings; `usage`: last minus first of a cumulative meter, per device, summed. */
  value: ReadingValue;
  bucket?: ReadingBucket;
  /** Default `24h`. */
  since?: ReadingWindow;
}

export interface WidgetData {
  /** Id of the screen whose table (and visibility rules) the widget reads. */
  screen: string;
  /** Reads the screen's device readings instead of its table (see WidgetReadings); measures and dimensions come from it. */
  readings?: WidgetReadings;
  /**
   * A detail field of the screen (an array with `x-detail`): the widget reads its rows, each with
   * its header's fields beside its own (a row field hides a header field of the same name).
   */
  detail?: string;
  /** The date field the dashboard's period applies to; without one the widget ignores the period. */
  dateField?: string;
  /** Only rows with no matching row in another screen (in the period), e.g. devices without work. */
  without?: WidgetWithout;
  measures: Measure[];
  dimensions?: Dimension[];
  filters?: WidgetFilter[];
  /** Dashboard dictionary filter key → this widget's field it filters. */
  dictFilters?: Record<string, string>;
  /** `-0` by measure 0 descending, `0` ascending; `dim` by the first dimension (`-dim` descending). */
  sort?: string;
  limit?: number;
  /**
   * `list`: the fields shown for each of the newest rows (newest `dateField` first); `video`: the
   * fields captioning each camera. The server expands both into dimensions (see expandRecordWidget).
   */
  columns?: string[];
  /**
   * Not written in files: a gantt widget's planned start and end fields (see expandGanttWidget),
   * so the period keeps the rows whose planned span overlaps it.
   */
  span?: { start: string; end: string };
}

export interface DashboardWidget {
  id: string;
  type: WidgetType;
  title: string;
  /** Columns of the 24-column grid (full width on phones); default 8. */
  span?: number;
  unit?: string;
  data: WidgetData;
  /** The widget's own period around today (今日, 本周, 本月, …), whatever the dashboard's period. */
  period?: DateBucket;
  /** `previous`: also the same query over the preceding period of equal length. */
  compare?: 'previous';
  /** `ratio`: measure 0 / measure 1 as a percentage (KPI and gauge). */
  value?: 'ratio';
  /** Upper end of a gauge (default 100). */
  max?: number;
  /** The widget offers its rows as an Excel workbook (导出Excel). */
  export?: boolean;
  /** On a big screen: how many of its grid rows the widget is high (default 3). */
  rows?: number;
  /**
   * A company dashboard's widget grouped by `projectId`: a click on a project's bar or row switches
   * the header to that project and opens this project-level dashboard (by id) instead of the list.
   */
  projectDrill?: string;
}

/** A tab of a dashboard with `pages`: its key (the `tab` of the URL), its title and its widgets. */
export interface DashboardPageTab {
  key: string;
  title: string;
  widgets: DashboardWidget[];
}

export interface DashboardDictFilter {
  key: string;
  title: string;
  /** A plain dictionary code (its items are the choices). */
  dict: string;
}

export interface DashboardFilters {
  /** Widgets follow the header's current project (project screens always do). */
  project?: boolean;
  period?: { default: Period };
  dicts?: DashboardDictFilter[];
  /** A company dashboard: a multi-select of the caller's projects in the header, applied by the server to every widget. */
  projects?: boolean;
}

export interface DashboardFile {
  $schema?: string;
  id: string;
  title: string;
  /** Permission prefix: seeing the dashboard takes `<permission>:view`. */
  permission: string;
  /**
   * `company`: every widget reads the rows of all projects the caller belongs to (all projects for an
   * administrator), without a chosen project, and may group by `projectId` (the project's name).
   * Default `project`: the current project only.
   */
  scope?: DashboardScope;
  filters?: DashboardFilters;
  /** A dark 1920×1080 wall display instead of a page in the shell (see BigScreenLayout). */
  bigScreen?: BigScreenLayout;
  /** The widgets of a one-page dashboard; a dashboard has either `widgets` or `pages`. */
  widgets?: DashboardWidget[];
  /** Tabs, each with its widgets (ids unique across the file); see dashboardWidgets. */
  pages?: DashboardPageTab[];
}

/** The design canvas of a big screen, scaled to fit any window with its aspect ratio kept. */
export const BIG_SCREEN_CANVAS = { width: 1920, height: 1080 } as const;
/** Grid rows of a big screen without `rows`, and the height of a widget without its own `rows`. */
export const BIG_SCREEN_DEFAULTS = { rows: 12, widgetRows: 3 } as const;
/** Seconds per page bounds of a carousel: long enough to read, short enough to see the wall change. */
export const CAROUSEL_SECONDS = { min: 5, max: 3600 } as const;

/**
 * A big screen: widgets on a 24-column × `rows` grid of the 1920×1080 canvas (each widget `span`
 * columns wide, `rows` high), a title bar with the time and a full-screen button, opened outside
 * the shell; with a carousel it cycles through other big screens on a wall display.
 */
export interface BigScreenLayout {
  rows?: number;
  /** Every this many seconds the widgets are asked again: for what changes with time alone (a device falling 离线, "today" turning over). */
  refreshSeconds?: number;
  carousel?: { dashboards: string[]; seconds: number };
}

export const DASHBOARD_SCOPES = ['project', 'company'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];

/** The field a company dashboard's widgets may group, filter and drill by: the row's project. */
export const PROJECT_DIMENSION = 'projectId';

/** The action a dashboard's permission is checked with. */
export const DASHBOARD_ACTION = 'view';

/** One row of a widget's answer: the dimension values, their labels and the measure values. */
export interface WidgetRow {
  dims: (string | null)[];
  dimTexts: string[];
  /** Numbers (counts, sums, averages); min / max of a date field is its text. */
  values: (number | string | null)[];
}

/** `GET /api/dashboard/<id>/widget/<widget id>`. */
export interface WidgetResult {
  rows: WidgetRow[];
  /** A `devices` widget's cards (its rows are then empty). */
  devices?: DeviceCard[];
  /** The same query over the preceding period, when the widget compares and a period is chosen. */
  previous?: WidgetRow[];
}

/** Query parameters of a widget request besides the dictionary filter keys. */
export const PERIOD_PARAMS = { begin: 'periodBegin', end: 'periodEnd' } as const;

/** The query parameter of a company dashboard's project filter (`filters.projects`): project ids, comma separated. */
export const PROJECTS_PARAM = 'projects';

/** Whether the dashboard's period changes a widget's answer: its rows' date lies in it, or a `days` measure counts the days within it. */
export function followsPeriod(data: WidgetData): boolean {
  return data.dateField !== undefined || data.measures.some((measure) => measure.op === 'days');
}
