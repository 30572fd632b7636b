import { act, cleanup, fireEvent, render, screen as page, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plan from '../../../../schemas/material/plan.json';
import type { FieldSchema } from '../../../core/screen/screen.types';
import { EditableTable, type EditableTableHandle } from './EditableTable';

vi.mock('../../http/client', () => ({
  http: {
    get: async () => ({
      success: true,
      message: '',
      code: 200,
      timestamp: 0,
      result: [
        { value: 't', text: '吨' },
        { value: 'kg', text: '千克' },
      ],
    }),
  },
}));

const detail = plan.entity.properties.items as unknown as FieldSchema;
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    orderNum: i + 1,
    materialCode: `M${i}`,
    materialName: `材料${i}`,
    unit: 't',
    planQty: i + 1,
    unitPrice: 2,
    amount: (i + 1) * 2,
  }));

function renderTable(value: Record<string, unknown>[], onChange = vi.fn()) {
  render(
    <App>
      <EditableTable detail={detail} value={value} onChange={onChange} socket={false} />
    </App>,
  );
  return onChange;
}

const cellOf = (rowId: string, key: string) => document.querySelector<HTMLElement>(`[data-row-id="${rowId}"] [data-key="${key}"]`)!;

describe('EditableTable', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('keeps only the visible rows plus a buffer in the DOM for 1,000 rows', () => {
    renderTable(rows(1000));
    const rendered = document.querySelectorAll('.et-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(30);
    expect(document.querySelectorAll('input:not([type=checkbox])').length).toBe(0);
  });

  it('edits a cell on click, validates on input and blur, and returns to display on a click outside', async () => {
    const onChange = renderTable(rows(3));
    fireEvent.click(cellOf('r1', 'planQty'));
    const input = cellOf('r1', 'planQty').querySelector('input')!;
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: '-4' } });
    await waitFor(() => expect(cellOf('r1', 'planQty').className).toContain('et-invalid'));
    fireEvent.blur(input);
    const last = onChange.mock.calls.at(-1)![0] as Record<string, unknown>[];
    expect(last[1]).toMatchObject({ planQty: -4, amount: -8 });
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(cellOf('r1', 'planQty').querySelector('input')).toBeNull());
    expect(cellOf('r1', 'planQty').textContent).toBe('-4');
    fireEvent.mouseOver(cellOf('r1', 'planQty'));
    expect(await page.findByText('请输入大于0的数')).toBeTruthy();
  });

  it('tracks removed and added rows across edits when its parent passes each emitted array back', () => {
    const handle = createRef<EditableTableHandle>();
    let load: (rows: Record<string, unknown>[]) => void = () => undefined;
    function Parent() {
      const [value, setValue] = useState<Record<string, unknown>[]>(rows(3));
      load = setValue;
      return (
        <App>
          <EditableTable ref={handle} detail={detail} value={value} onChange={setValue} socket={false} />
        </App>
      );
    }
    render(<Parent />);
    const model = () => handle.current!.model;
    act(() => model().remove(['r0']));
    act(() => void model().addRows(1));
    act(() => model().edit('r1', 'materialName', '水泥'));
    expect(model().values(false)).toMatchObject({ deletedIds: ['r0'], insertedIds: [expect.stringMatching(/^tmp_/)] });
    expect(
      model()
        .values(false)
        .rows.map((row) => row.materialName),
    ).toEqual(['水泥', '材料2', undefined]);
    // Another record loaded: a new array starts the bookkeeping over.
    act(() => load(rows(2)));
    expect(model().values(false)).toMatchObject({ deletedIds: [], insertedIds: [] });
    expect(model().values(false).rows).toHaveLength(2);
  });

  it('marks duplicate material codes on both rows', async () => {
    renderTable(rows(3));
    fireEvent.click(cellOf('r2', 'materialCode'));
    fireEvent.change(cellOf('r2', 'materialCode').querySelector('input')!, { target: { value: 'M0' } });
    await waitFor(() => expect(cellOf('r0', 'materialCode').className).toContain('et-invalid'));
    expect(cellOf('r2', 'materialCode').className).toContain('et-invalid');
  });

  it('adds rows with defaults, warns on fast insert clicks, shows the sum row', async () => {
    // A busy machine may take longer than 1500 ms between the clicks: time stands still here.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const onChange = renderTable(rows(2));
    expect(document.querySelector('.et-stats')?.textContent).toContain('合计');
    expect(document.querySelector('.et-stats')?.textContent).toContain('6');
    fireEvent.click(page.getAllByRole('button', { name: /新\s*增/ })[0]);
    const added = onChange.mock.calls.at(-1)![0] as Record<string, unknown>[];
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ urgent: '0', orderNum: 3 });
    fireEvent.click(page.getByRole('button', { name: /插\s*入/ }));
    fireEvent.click(page.getByRole('button', { name: /插\s*入/ }));
    expect(await page.findByText('你点击的太快了，请慢点点击!')).toBeTruthy();
    await act(async () => undefined);
    clock.mockRestore();
  });

  it('renders only the columns in view and brings in the others on a horizontal scroll', () => {
    // jsdom has no layout: give the scroller a 300 px width and report it as a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('et-scroll') ? 300 : 0;
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderTable(rows(3));
      const keys = Object.keys(detail.items!.properties).filter((key) => !detail.items!.properties[key]['x-hidden']);
      const renderedKeys = () => [...document.querySelectorAll('[data-row-id="r0"] [data-key]')].map((cell) => cell.getAttribute('data-key'));
      expect(renderedKeys().length).toBeLessThan(keys.length);
      expect(renderedKeys()).toContain('materialCode');
      const scroller = document.querySelector<HTMLElement>('.et-scroll')!;
      scroller.scrollLeft = 5_000;
      fireEvent.scroll(scroller);
      expect(renderedKeys()).not.toContain('materialCode');
      expect(document.querySelector('[data-row-id="r0"] .et-spacer')).not.toBeNull();
      // The header keeps every column, so titles stay aligned with the spacer-shifted cells.
      expect(document.querySelectorAll('.et-header .et-cell').length).toBeGreaterThanOrEqual(keys.length);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
