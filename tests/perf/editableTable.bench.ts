/**
 * Browser side of the editable-table benchmark (run by `npm run bench`, not by `npm test`):
 * mounts our EditableTable and antd's virtual Table on the same 10,000 × 20 data in the same
 * page and measures initial render, frame times while scrolling top to bottom, validate-all and
 * the DOM row count. tools/bench/run.ts bundles this file, opens it in Chromium and prints.
 */
import { App, Table } from 'antd';
import { createElement, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { EditableTable, type EditableTableHandle } from '../../runtime/web/fields/editable-table/EditableTable';
import { percentile, type TableFigures } from '../../tools/bench/report';
import { benchDetail, benchRows, BENCH_COLUMNS } from './benchData';

/** What the page measures itself; the per-frame work comes from the trace afterwards. */
type BenchFigures = Omit<TableFigures, 'p95WorkMs' | 'p95CpuMs'>;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function settle(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

/**
 * Scrolls `scroller` from top to bottom in `steps` frames; answers the frame durations. The
 * scroll is marked (`scroll:<label>:start` / `:end`) so tools/bench/run.ts can find it in the
 * browser's trace and measure the main thread's work in each of its frames.
 */
async function scrollThrough(scroller: HTMLElement, steps: number, label: string): Promise<number[]> {
  const frames: number[] = [];
  performance.mark(`scroll:${label}:start`);
  const max = scroller.scrollHeight - scroller.clientHeight;
  let last = await nextFrame();
  for (let step = 1; step <= steps; step += 1) {
    scroller.scrollTop = Math.round((max * step) / steps);
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
  }
  performance.mark(`scroll:${label}:end`);
  return frames;
}

function freshRoot(): { root: Root; host: HTMLElement } {
  const host = document.createElement('div');
  host.style.width = '1400px';
  document.body.replaceChildren(host);
  return { root: createRoot(host), host };
}

async function measureEditable(steps: number, label: string): Promise<BenchFigures> {
  const detail = benchDetail();
  const rows = benchRows();
  const handle = createRef<EditableTableHandle>();
  const { root, host } = freshRoot();
  const started = performance.now();
  flushSync(() =>
    root.render(createElement(App, null, createElement(EditableTable, { ref: handle, detail, value: rows, onChange: () => undefined, socket: false }))),
  );
  await settle();
  const renderMs = performance.now() - started;
  const frames = await scrollThrough(host.querySelector<HTMLElement>('.et-scroll')!, steps, label);
  const domRows = host.querySelectorAll('.et-row').length;
  const validateStarted = performance.now();
  const errors = await handle.current!.model.validateAll();
  const validateMs = performance.now() - validateStarted;
  let errorCount = 0;
  for (const row of errors.values()) errorCount += row.size;
  root.unmount();
  return {
    renderMs,
    p95FrameMs: percentile(frames, 95),
    medianFrameMs: percentile(frames, 50),
    frames: frames.length,
    domRows,
    validateMs,
    errors: errorCount,
  };
}

async function measureAntd(steps: number, label: string): Promise<BenchFigures> {
  const rows = benchRows();
  const detail = benchDetail();
  const columns = Object.entries(detail.items!.properties).map(([key, column]) => ({ key, dataIndex: key, title: column.title, width: 120 }));
  const { root, host } = freshRoot();
  const started = performance.now();
  flushSync(() =>
    root.render(
      createElement(
        App,
        null,
        createElement(Table, {
          virtual: true,
          rowKey: 'id',
          columns,
          dataSource: rows,
          pagination: false,
          scroll: { x: BENCH_COLUMNS * 120, y: 400 },
          size: 'middle',
        }),
      ),
    ),
  );
  await settle();
  const renderMs = performance.now() - started;
  const scroller = host.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
  const frames = await scrollThrough(scroller, steps, label);
  const domRows = host.querySelectorAll('.ant-table-tbody-virtual .ant-table-row').length;
  root.unmount();
  return { renderMs, p95FrameMs: percentile(frames, 95), medianFrameMs: percentile(frames, 50), frames: frames.length, domRows };
}

/** p95 of frames in which nothing happens: what the machine and browser cost by themselves. */
async function idleFrameP95(count: number): Promise<number> {
  const frames: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < count; i += 1) {
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
  }
  return percentile(frames, 95);
}

declare global {
  interface Window {
    runBench(steps: number): Promise<{ editable: BenchFigures; antd: BenchFigures; idleP95FrameMs: number }>;
  }
}

/** One warm-up pass of each, then the measured passes (antd first, so neither gets a warmer JIT). */
window.runBench = async (steps) => {
  await measureAntd(20, 'warm-antd');
  await measureEditable(20, 'warm-editable');
  const idleP95FrameMs = await idleFrameP95(120);
  const antd = await measureAntd(steps, 'antd');
  const editable = await measureEditable(steps, 'editable');
  return { editable, antd, idleP95FrameMs };
};
