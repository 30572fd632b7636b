/**
 * Main-thread work per frame, from a Chromium trace: headless Chromium paces frames at the
 * display rate whatever the flags, so the time between frames cannot show what a frame costs.
 * The work the renderer's main thread did between two frame starts can: a frame whose work
 * stays under 16.7 ms makes its deadline on a 60 Hz display.
 */

/** The trace events this reads (Chrome's JSON trace format). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Thread (CPU) time of a complete event, in µs. */
  tdur?: number;
  args?: Record<string, unknown>;
}

/** One frame's main-thread work: wall time, and the CPU time within it (less on a loaded machine). */
export interface FrameWork {
  wallMs: number;
  cpuMs: number;
}

/** The trace categories frameWork needs. */
export const FRAME_WORK_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
];

/** Top-level tasks of a thread: their work is the thread's busy time. */
const TASK = 'RunTask';
/** The start of a frame on the main thread. */
const FRAME = 'BeginMainThreadFrame';

/**
 * The main-thread work of each frame between the marks `scroll:<label>:start` and `:end`: the
 * part of every top-level task that falls between the frame's start and the next one (a task
 * crossing a frame start counts in both, its CPU time in proportion).
 */
export function frameWork(events: readonly TraceEvent[], label: string): FrameWork[] {
  const start = events.find((event) => event.name === `scroll:${label}:start`);
  const end = events.find((event) => event.name === `scroll:${label}:end`);
  if (!start || !end) throw new Error(`the trace has no marks of the ${label} scroll`);
  const onMain = (event: TraceEvent) => event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts && event.ts <= end.ts;
  const frames = events.filter((event) => event.name === FRAME && onMain(event)).map((event) => event.ts);
  const tasks = events.filter((event) => event.name === TASK && event.ph === 'X' && onMain(event));
  return frames.slice(0, -1).map((from, i) => {
    const to = frames[i + 1];
    let wall = 0;
    let cpu = 0;
    for (const task of tasks) {
      const overlap = Math.max(0, Math.min(to, task.ts + (task.dur ?? 0)) - Math.max(from, task.ts));
      if (overlap === 0) continue;
      wall += overlap;
      cpu += task.dur ? ((task.tdur ?? task.dur) * overlap) / task.dur : 0;
    }
    return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
  });
}
