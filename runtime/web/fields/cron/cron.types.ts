import type { CronField } from '../../../core/cron/cronSpec';

/** How one position of the expression is built on its tab (widgets-spec §4). */
export type CronPartType = 'every' | 'unset' | 'range' | 'loop' | 'specify' | 'workDay' | 'last' | 'lastWeekday' | 'nth';

/** One tab's choices; only the fields of the chosen type matter for the expression. */
export interface CronPartState {
  type: CronPartType;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  specify: number[];
  /** Day of month of `nW`. */
  workDay: number;
  /** Weekday (1 = Sunday … 7 = Saturday) of `nL` and `n#k`. */
  weekday: number;
  /** k of `n#k`, the week of the month (1-5). */
  nth: number;
}

/** The expression split into its seven positions. */
export type CronParts = Record<CronField, string>;

/** Bounds of a position's inputs (widgets-spec §5.4). */
export interface CronBounds {
  min: number;
  max: number;
  /** Largest loop interval. */
  maxInterval: number;
}

/** Props of the cron field as a screen file gives them (`x-component-props`). */
export interface CronFieldProps {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  /** Leaves out the second (and the year); the expression then has 5 positions. */
  hideSecond?: boolean;
  /** Leaves out the year; the expression then has 6 positions. */
  hideYear?: boolean;
  /** Name of a preview function registered with registerCronPreview, used instead of the local engine. */
  remote?: string;
  placeholder?: string;
}
