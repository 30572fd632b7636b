import { act, cleanup, fireEvent, render, screen as page, waitFor } from '@testing-library/react';
import type { Form } from '@formily/core';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plan from '../../../../schemas/material/plan.json';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { createScreenForm } from '../../render/form/createScreenForm';
import { savePayload } from '../../render/form/formValues';
import { ScreenForm } from '../../render/form/ScreenForm';

vi.mock('../../http/client', () => ({
  http: { get: async () => ({ success: true, message: '', code: 200, timestamp: 0, result: [{ value: 't', text: '吨' }] }) },
}));

/** 材料计划 without its tabs, so the detail table is in view from the start. */
const screen = { ...plan, form: { ...plan.form, tabs: undefined } } as unknown as ScreenFile;
const master = { planNo: 'JH001', planName: '钢筋计划', planType: '1', planDate: '2025-06-01' };
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    orderNum: i + 1,
    materialCode: `M${i}`,
    materialName: `材料${i}`,
    unit: 't',
    planQty: i + 1,
    unitPrice: 2,
  }));

const cellOf = (rowId: string, key: string) => document.querySelector<HTMLElement>(`[data-row-id="${rowId}"] [data-key="${key}"]`)!;
const checkboxOf = (rowId: string) => document.querySelector<HTMLInputElement>(`[data-row-id="${rowId}"] .et-check`)!;

function renderForm(form: Form) {
  render(
    <App>
      <ScreenForm screen={screen} form={form} mode="edit" />
    </App>,
  );
}

/** Types into a cell and stays in it (no blur), as a user who presses 确定 right after typing. */
function typeInto(rowId: string, key: string, text: string) {
  fireEvent.click(cellOf(rowId, key));
  fireEvent.change(cellOf(rowId, key).querySelector('input')!, { target: { value: text } });
}

/** What 确定 would post: the form's values as FormModal sends them. */
const posted = (form: Form) => JSON.parse(JSON.stringify(savePayload(screen, 'edit', form.values))) as { items: Record<string, unknown>[] };

describe('the editable table in a screen form', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('saves what was typed, also in the cell still being edited, with the computed amount', async () => {
    const form = createScreenForm('edit', { ...master, items: rows(3) });
    renderForm(form);
    typeInto('r1', 'planQty', '7');
    fireEvent.blur(cellOf('r1', 'planQty').querySelector('input')!);
    typeInto('r2', 'materialName', '螺纹钢');
    await act(() => form.validate());
    const { items } = posted(form);
    expect(items[1]).toMatchObject({ id: 'r1', planQty: 7, amount: 14 });
    expect(items[2]).toMatchObject({ id: 'r2', materialName: '螺纹钢' });
  });

  it('keeps its own state across edits: a removed row stays removed and the selection stays', async () => {
    const form = createScreenForm('edit', { ...master, items: rows(4) });
    renderForm(form);
    fireEvent.click(checkboxOf('r3'));
    fireEvent.click(page.getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await page.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(cellOf('r3', 'materialName')).toBeNull());
    fireEvent.click(checkboxOf('r0'));
    typeInto('r1', 'materialName', '水泥');
    typeInto('r1', 'materialName', '水泥 P.O42.5');
    expect(checkboxOf('r0').checked).toBe(true);
    expect(cellOf('r3', 'materialName')).toBeNull();
    expect(posted(form).items.map((row) => row.id)).toEqual(['r0', 'r1', 'r2']);
    expect(posted(form).items[1].materialName).toBe('水泥 P.O42.5');
  });

  it('after a refused save, corrects the field message as the failing cell is fixed', async () => {
    const form = createScreenForm('edit', { ...master, items: [...rows(2), { ...rows(3)[2], planQty: -1 }] });
    renderForm(form);
    await act(() => form.validate().catch(() => undefined));
    expect(await page.findByText(/材料明细有1处错误/)).toBeTruthy();
    typeInto('r2', 'planQty', '3');
    await waitFor(() => expect(page.queryByText(/材料明细有1处错误/)).toBeNull());
    fireEvent.blur(cellOf('r2', 'planQty').querySelector('input')!);
    await act(() => form.validate());
    expect(posted(form).items[2]).toMatchObject({ planQty: 3 });
  });
});
