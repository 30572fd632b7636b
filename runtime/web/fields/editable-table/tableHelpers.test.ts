import { describe, expect, it } from 'vitest';
import plan from '../../../../schemas/material/plan.json';
import type { FieldSchema } from '../../../core/screen/screen.types';
import { ADD_ROW_SETTINGS_KEY, loadAddRowSettings, saveAddRowSettings } from './addRowSettings';
import { cellText, shortFileName } from './cellText';
import { createClickGuard } from './clickGuard';
import { revealTab } from './revealTab';
import { columnSum } from './statistics';
import { cellTypeOf, columnWidth, tableColumns } from './tableColumns';
import { visibleButtons } from './toolbarButtons';

const items = plan.entity.properties.items as unknown as FieldSchema;

describe('editable table helpers', () => {
  it('refuses a second insert click within 1500 ms', () => {
    let now = 0;
    const guard = createClickGuard(1500, () => now);
    expect(guard()).toBe(true);
    now = 1000;
    expect(guard()).toBe(false);
    now = 1600;
    expect(guard()).toBe(true);
  });

  it('keeps the add-row defaults in localStorage, repairing bad values', () => {
    localStorage.removeItem(ADD_ROW_SETTINGS_KEY);
    expect(loadAddRowSettings()).toEqual({ rowCount: 1, position: 0, scrollToBottom: true });
    saveAddRowSettings({ rowCount: 3, position: 1, scrollToBottom: false });
    expect(loadAddRowSettings()).toEqual({ rowCount: 3, position: 1, scrollToBottom: false });
    localStorage.setItem(ADD_ROW_SETTINGS_KEY, '{"rowCount":0}');
    expect(loadAddRowSettings().rowCount).toBe(1);
  });

  it('hides toolbar buttons listed by the authorisation exclusion codes; batch_delete also hides remove', () => {
    expect([...visibleButtons()]).toEqual(['add', 'save', 'remove', 'clearSelection', 'collapse']);
    expect([...visibleButtons(['add', 'collapse'])]).toEqual(['save', 'remove', 'clearSelection']);
    expect(visibleButtons(['batch_delete']).has('remove')).toBe(false);
  });

  it('sums statistics columns, ignoring empty cells', () => {
    expect(columnSum([{ a: 1.1 }, { a: '2.2' }, { a: '' }, { a: null }, {}], 'a')).toBe(3.3);
  });

  it('sizes columns as widgets-spec §9 says', () => {
    expect(columnWidth('input', {})).toBe(120);
    expect(columnWidth('datetime', {})).toBe(200);
    expect(columnWidth('sel_user', {})).toBe(220);
    expect(columnWidth('sel_depart', {})).toBe(190);
    expect(columnWidth('date', { width: 100 })).toBe(135);
    expect(columnWidth('input', { width: '150px' })).toBe(150);
  });

  it('infers cell types from the properties and resolves the material plan columns', () => {
    expect(cellTypeOf({ type: 'string', title: 'x', format: 'date' })).toBe('date');
    expect(cellTypeOf({ type: 'number', title: 'x' })).toBe('inputNumber');
    expect(cellTypeOf({ type: 'string', title: 'x', 'x-dict': 'sex' })).toBe('select');
    const columns = tableColumns(items);
    expect(columns.map((column) => column.type)).toEqual([
      'popup',
      'input',
      'input',
      'select',
      'inputNumber',
      'inputNumber',
      'inputNumber',
      'inputNumber',
      'date',
      'input',
      'checkbox',
      'input_pop',
    ]);
    expect(columns.find((column) => column.key === 'amount')?.readOnly).toBe(true);
    expect(columns.find((column) => column.key === 'receivedQty')?.readOnly).toBe(true);
    expect(columns.find((column) => column.key === 'unit')?.required).toBe(true);
  });

  it('formats cells: thousands separators, labels, short file names', () => {
    const [, , , unit, qty] = tableColumns(items);
    expect(cellText(qty, 1234567.5, [])).toBe('1,234,567.5');
    expect(cellText(unit, 't', [{ value: 't', text: '吨' }])).toBe('吨');
    expect(shortFileName('upload/2025/施工组织设计方案.pdf,other.png')).toBe('施工组织设…');
  });

  it('brings the antd tab holding a failing table to the front', () => {
    document.body.innerHTML = `<div role="tab" aria-controls="p-2" aria-selected="false" id="t2"></div><div role="tabpanel" id="p-2"><div id="table"></div></div>`;
    let clicked = false;
    document.getElementById('t2')!.addEventListener('click', () => (clicked = true));
    expect(revealTab(document.getElementById('table'))).toBe(true);
    expect(clicked).toBe(true);
    expect(revealTab(document.body)).toBe(false);
  });
});
