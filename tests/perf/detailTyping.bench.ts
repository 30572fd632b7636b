/**
 * Browser side of the detail-typing benchmark (run by `npm run bench:detail-typing`, not by
 * `npm test`): types into a cell of 材料计划's 10,000-row detail table inside the real form
 * (FormModal editing a plan, its rows loaded through queryById like in the app) and into the same
 * EditableTable on its own with the same rows, and answers the time of each keystroke.
 * tools/bench/detailTyping.ts bundles this file, serves it with a stub API and prints.
 */
import { App } from 'antd';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import plan from '../../schemas/material/plan.json';
import type { FieldSchema, ScreenFile } from '../../runtime/core/screen/screen.types';
import { EditableTable } from '../../runtime/web/fields/editable-table/EditableTable';
import { FormModal } from '../../runtime/web/render/form/FormModal';
import { BENCH_PLAN, planRows, TYPING_ROWS } from './benchData';

/** The cell typed into: a text column of a row in view. */
const ROW_ID = 'item3';
const KEY = 'materialName';

const screen = plan as unknown as ScreenFile;
const detail = plan.entity.properties.items as unknown as FieldSchema;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Until the keystroke's work is done: its render painted, and the cell validation's render after it. */
async function settled(): Promise<void> {
  await nextFrame();
  await nextTask();
  await nextFrame();
}

async function waitFor<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let i = 0; i < 600; i += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`等待超时：${what}`);
}

function mount(element: ReturnType<typeof createElement>): { root: Root; host: HTMLElement } {
  const host = document.createElement('div');
  host.style.width = '1400px';
  document.body.replaceChildren(host);
  const root = createRoot(host);
  root.render(createElement(App, null, element));
  return { root, host };
}

/** Sets an input's value as a keystroke does (through the native setter, so React sees the change). */
function typeCharacter(input: HTMLInputElement, character: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, input.value + character);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Clicks the cell into edit mode and types `keys` characters; answers each keystroke's time. */
async function typeInCell(keys: number): Promise<number[]> {
  const cell = () => document.querySelector<HTMLElement>(`[data-row-id="${ROW_ID}"] [data-key="${KEY}"]`);
  // The table settles its column window after mounting, which may replace the cell: click the current one.
  await waitFor(cell, '明细行');
  await settled();
  cell()!.click();
  const input = await waitFor(() => cell()?.querySelector('input'), '单元格输入框');
  await settled();
  const times: number[] = [];
  let expected = input.value;
  for (let i = 0; i < keys; i += 1) {
    const character = String.fromCharCode(97 + (i % 26));
    expected += character;
    const started = performance.now();
    typeCharacter(input, character);
    await settled();
    times.push(performance.now() - started);
  }
  if (input.value !== expected) throw new Error(`输入未生效：${input.value}`);
  return times;
}

/** The real form: FormModal editing the plan, the detail tab brought forward. */
async function typeInForm(keys: number): Promise<number[]> {
  const { root } = mount(
    createElement(FormModal, { screen, mode: 'edit', open: true, record: BENCH_PLAN, onClose: () => undefined, onSaved: () => undefined }),
  );
  try {
    const tab = await waitFor(
      () => [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find((element) => element.textContent === '材料明细'),
      '材料明细页签',
    );
    tab.click();
    await settled();
    return await typeInCell(keys);
  } finally {
    root.unmount();
  }
}

/** The same table with the same rows, outside any form. */
async function typeStandalone(keys: number): Promise<number[]> {
  const rows = planRows(TYPING_ROWS);
  const { root } = mount(createElement(EditableTable, { detail, value: rows, onChange: () => undefined, socket: false }));
  try {
    return await typeInCell(keys);
  } finally {
    root.unmount();
  }
}

declare global {
  interface Window {
    typeDetail(target: 'form' | 'standalone', keys: number): Promise<number[]>;
  }
}

window.typeDetail = (target, keys) => (target === 'form' ? typeInForm(keys) : typeStandalone(keys));
