import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../screen/screen.types';
import plan from '../../../schemas/material/plan.json';
import { validateRecord, validateScreenField } from './recordValidator';
import { withComputedColumns } from '../screen/computedColumns';

const screen = plan as unknown as ScreenFile;
const header = { planNo: 'JH01', planName: '计划', planType: 'month', planDate: '2025-05-01' };
const row = (extra: Record<string, unknown> = {}) => ({ materialCode: 'A1', materialName: '钢筋', unit: 't', planQty: 1, unitPrice: 10, ...extra });

describe('detail rows in the record validator', () => {
  it('accepts a record whose rows pass', () => {
    expect(validateRecord(screen, { ...header, items: [row(), row({ materialCode: 'A2' })] })).toEqual([]);
  });

  it('names the detail table, row and column of the first failing cell', () => {
    expect(validateRecord(screen, { ...header, items: [row(), row({ materialCode: 'A2', unit: '' })] })).toEqual([
      { field: 'items', message: '材料明细第2行「单位」：请选择单位!' },
    ]);
  });

  it('applies table-level uniqueness among the rows', () => {
    expect(validateRecord(screen, { ...header, items: [row(), row()] })[0].message).toBe('材料明细第1行「材料编码」：材料编码不能重复');
  });

  it('refuses rows that are not objects', () => {
    expect(validateRecord(screen, { ...header, items: ['x'] })).toEqual([{ field: 'items', message: '材料明细格式不正确' }]);
  });

  it('counts the failing cells for the form message', () => {
    expect(validateScreenField(screen, 'items', [row({ unit: '' }), row({ materialCode: 'A2', planQty: -2 })])).toBe(
      '材料明细有2处错误，第1行「单位」：请选择单位!',
    );
    expect(validateScreenField(screen, 'items', [])).toBeNull();
  });

  it('computes amount = planQty × unitPrice, empty when a factor is empty', () => {
    const items = screen.entity.properties.items;
    expect(withComputedColumns(items, { planQty: 2.5, unitPrice: 3.3 }).amount).toBe(8.25);
    expect(withComputedColumns(items, { planQty: '', unitPrice: 3 }).amount).toBeNull();
  });
});
