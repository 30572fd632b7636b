import { createForm } from '@formily/core';
import { isObservable } from '@formily/reactive';
import { describe, expect, it } from 'vitest';
import { rowsFromForm } from './formRows';

const rows = () => [
  { id: 'r0', materialName: '钢筋' },
  { id: 'r1', materialName: '水泥' },
];

describe('rows read back from a Formily form', () => {
  it('are the very array the table handed Formily, not a proxy of it', () => {
    const form = createForm();
    const emitted = rows();
    form.setValuesIn('items', emitted);
    expect(isObservable(form.values.items)).toBe(true);
    expect(rowsFromForm(form.values.items)).toBe(emitted);
  });

  it('are copied out of the proxies when Formily made the rows themselves observable', () => {
    const form = createForm({ initialValues: { items: rows() } });
    form.values.items[1] = { id: 'r1', materialName: '砂石' };
    const read = rowsFromForm(form.values.items)!;
    expect(read.some((row) => isObservable(row))).toBe(false);
    expect(read).toEqual([
      { id: 'r0', materialName: '钢筋' },
      { id: 'r1', materialName: '砂石' },
    ]);
  });

  it('are absent when the value is not an array', () => {
    expect(rowsFromForm(undefined)).toBeUndefined();
    expect(rowsFromForm('')).toBeUndefined();
  });
});
