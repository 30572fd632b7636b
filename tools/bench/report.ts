/** Figures of one table in the benchmark (see tests/perf/editableTable.bench.ts). */
export interface TableFigures {
  renderMs: number;
  p95FrameMs: number;
  medianFrameMs: number;
  frames: number;
  domRows: number;
  validateMs?: number;
  errors?: number;
  /** p95 of the main thread's work (wall time) in a scroll frame, from the browser's trace. */
  p95WorkMs?: number;
  /** The same in CPU time of the main thread (what the page cost, without waits for other processes). */
  p95CpuMs?: number;
}

/** The figures of both tables (the page's own, plus the frame work from the trace). */
export interface BenchResult {
  editable: TableFigures;
  antd: TableFigures;
  /** p95 of idle frames on the same page: the floor set by the machine and the display rate. */
  idleP95FrameMs: number;
}

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The targets of issue 4. */
export const TARGETS = { renderRatio: 1.5, p95FrameMs: 16.7, validateMs: 300, domRows: 30 } as const;

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);
const verdict = (ok: boolean) => (ok ? '达标' : '未达标');

/** The printed report: both tables side by side, the ratios and each target's verdict. */
export function formatReport({ editable, antd, idleP95FrameMs }: BenchResult): string {
  const renderRatio = editable.renderMs / antd.renderMs;
  const frameRatio = editable.p95FrameMs / antd.p95FrameMs;
  const workRatio = (editable.p95WorkMs ?? NaN) / (antd.p95WorkMs ?? NaN);
  const cpuRatio = (editable.p95CpuMs ?? NaN) / (antd.p95CpuMs ?? NaN);
  const lines = [
    '可编辑表格性能测试（10,000 行 × 20 列，Chromium）',
    '',
    `${'指标'.padEnd(16)}${'EditableTable'.padStart(16)}${'antd Table virtual'.padStart(22)}${'比值'.padStart(10)}`,
    `${'首次渲染'.padEnd(16)}${ms(editable.renderMs).padStart(16)}${ms(antd.renderMs).padStart(22)}${renderRatio.toFixed(2).padStart(10)}`,
    `${'滚动帧间隔 p95'.padEnd(16)}${ms(editable.p95FrameMs).padStart(16)}${ms(antd.p95FrameMs).padStart(22)}${frameRatio.toFixed(2).padStart(10)}`,
    `${'滚动帧间隔中位数'.padEnd(16)}${ms(editable.medianFrameMs).padStart(16)}${ms(antd.medianFrameMs).padStart(22)}`,
    `${'每帧主线程工作 p95'.padEnd(16)}${ms(editable.p95WorkMs).padStart(16)}${ms(antd.p95WorkMs).padStart(22)}${workRatio.toFixed(2).padStart(10)}`,
    `${'每帧主线程 CPU p95'.padEnd(16)}${ms(editable.p95CpuMs).padStart(16)}${ms(antd.p95CpuMs).padStart(22)}${cpuRatio.toFixed(2).padStart(10)}`,
    `${'空闲帧 p95'.padEnd(16)}${ms(idleP95FrameMs).padStart(16)}${'（同一页面，无任何工作）'.padStart(22)}`,
    `${'DOM 行数'.padEnd(16)}${String(editable.domRows).padStart(16)}${String(antd.domRows).padStart(22)}`,
    `${'全表校验'.padEnd(16)}${ms(editable.validateMs).padStart(16)}${'—'.padStart(22)}`,
    `${'校验错误数'.padEnd(16)}${String(editable.errors ?? '—').padStart(16)}`,
    `${'滚动帧数'.padEnd(16)}${String(editable.frames).padStart(16)}${String(antd.frames).padStart(22)}`,
    '',
    `首次渲染 ≤ ${TARGETS.renderRatio}× 基线：${verdict(renderRatio <= TARGETS.renderRatio)}（${renderRatio.toFixed(2)}×）`,
    `滚动帧 p95 ≤ ${TARGETS.p95FrameMs} ms（每帧主线程工作）：${verdict((editable.p95WorkMs ?? Infinity) <= TARGETS.p95FrameMs)}`,
    `滚动帧间隔 p95 ≤ ${TARGETS.p95FrameMs} ms：${verdict(editable.p95FrameMs <= TARGETS.p95FrameMs)}（空闲页面本身 ${ms(idleP95FrameMs)}：无头 Chromium 按显示频率出帧，间隔不会低于约 16.7 ms）`,
    `全表校验 ≤ ${TARGETS.validateMs} ms：${verdict((editable.validateMs ?? Infinity) <= TARGETS.validateMs)}`,
    `DOM 行数 ≤ ${TARGETS.domRows}：${verdict(editable.domRows <= TARGETS.domRows)}`,
  ];
  return lines.join('\n');
}
