import { monitorEventLoopDelay, PerformanceObserver, constants, type IntervalHistogram, type PerformanceEntry } from 'node:perf_hooks';
import v8 from 'node:v8';
import type { GcKindStats, RuntimeReport, RuntimeSample } from '../../core/monitor/monitor.types';
import { CpuUsage } from './cpuUsage';

export const SAMPLE_INTERVAL_MS = 5_000;
/** Ten minutes of history at one sample per five seconds. */
const HISTORY_LENGTH = 120;
const NS_PER_MS = 1e6;

const GC_KINDS: Readonly<Record<number, string>> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The Node runtime in place of Spring's JVM metrics: memory, event-loop delay (perf_hooks
 * histogram, reset every sample so each sample covers its own period), garbage collections by
 * kind (PerformanceObserver 'gc') and machine CPU use, sampled on a timer into a short history
 * so the page can draw the last minutes as soon as it opens.
 */
export class RuntimeSampler {
  readonly #loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  readonly #gc = new Map<string, { count: number; totalMs: number }>();
  readonly #gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = GC_KINDS[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
      const stats = this.#gc.get(kind) ?? { count: 0, totalMs: 0 };
      stats.count += 1;
      stats.totalMs += entry.duration;
      this.#gc.set(kind, stats);
    }
  });
  readonly #cpu = new CpuUsage();
  readonly #history: RuntimeSample[] = [];
  #timer: NodeJS.Timeout | undefined;

  /** Starts sampling; the timer never keeps the process alive. */
  start(): void {
    this.#loopDelay.enable();
    this.#gcObserver.observe({ entryTypes: ['gc'] });
    this.#record();
    this.#timer = setInterval(() => this.#record(), SAMPLE_INTERVAL_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#loopDelay.disable();
    this.#gcObserver.disconnect();
  }

  /** Whole-machine CPU use of the last sample. */
  get cpuPercent(): number {
    return this.#cpu.percent;
  }

  #measure(cpuPercent: number): RuntimeSample {
    const memory = process.memoryUsage();
    // Before the histogram's first reading its mean is NaN and min is a huge sentinel.
    const delay = this.#loopDelay.count > 0 ? this.#loopDelay : null;
    return {
      at: Date.now(),
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      rss: memory.rss,
      external: memory.external,
      loopDelayMean: delay ? round(delay.mean / NS_PER_MS) : 0,
      loopDelayP99: delay ? round(delay.percentile(99) / NS_PER_MS) : 0,
      loopDelayMax: delay ? round(delay.max / NS_PER_MS) : 0,
      cpuPercent,
    };
  }

  #record(): void {
    this.#history.push(this.#measure(this.#cpu.sample()));
    if (this.#history.length > HISTORY_LENGTH) this.#history.shift();
    this.#loopDelay.reset();
  }

  /** Memory now (event-loop delay so far in this period), the history and the collections so far. */
  report(): RuntimeReport {
    return {
      nodeVersion: process.version,
      v8Version: process.versions.v8,
      pid: process.pid,
      heapLimit: v8.getHeapStatistics().heap_size_limit,
      current: this.#measure(this.#cpu.percent),
      history: [...this.#history],
      sampleIntervalMs: SAMPLE_INTERVAL_MS,
      gc: [...this.#gc].map(([kind, stats]): GcKindStats => ({ kind, count: stats.count, totalMs: round(stats.totalMs) })),
    };
  }
}
