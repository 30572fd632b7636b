import { dependencyIds } from '../../../core/gantt/ganttDependencies';
import type { GanttConfig } from '../../../core/screen/screen.types';
import { recordText } from '../list/recordText';
import type { ListRecord } from '../list/toTree';

/** One row of a Gantt chart, read from a list record through the screen's `list.gantt` fields. */
export interface GanttBar {
  id: string;
  label: string;
  start: string;
  end: string;
  actualStart: string | null;
  actualEnd: string | null;
  /** 0–100, or null when the screen declares no progress field. */
  progress: number | null;
  predecessors: string[];
  record: ListRecord;
}

const day = (value: unknown): string | null => (typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null);

/** The bars of the records that have both planned dates (others cannot be drawn), in the records' order. */
export function ganttBars(records: readonly ListRecord[], gantt: GanttConfig): GanttBar[] {
  return records.flatMap((record) => {
    const start = day(record[gantt.start]);
    const end = day(record[gantt.end]);
    if (!start || !end) return [];
    const progress = gantt.progress === undefined ? null : Number(record[gantt.progress] ?? 0);
    return [
      {
        id: record.id,
        label: recordText(record, gantt.label),
        start,
        end: end < start ? start : end,
        actualStart: gantt.actualStart ? day(record[gantt.actualStart]) : null,
        actualEnd: gantt.actualEnd ? day(record[gantt.actualEnd]) : null,
        progress: progress === null || Number.isNaN(progress) ? null : Math.max(0, Math.min(100, progress)),
        predecessors: gantt.dependencies ? dependencyIds(record[gantt.dependencies]) : [],
        record,
      },
    ];
  });
}

/** A bar is late when it is not finished by its planned end: finished after it, or still open after it. */
export function isLate(bar: GanttBar, today: string): boolean {
  if (bar.actualEnd) return bar.actualEnd > bar.end;
  return today > bar.end && (bar.progress ?? 0) < 100;
}
