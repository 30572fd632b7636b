import { describe, expect, it } from 'vitest';
import { billItems, scanCode, type LineSource } from './scanLines';

const rebar: LineSource = { materialCode: 'GJ-001', materialName: '螺纹钢', spec: 'HRB400 Φ20', unit: 't', unitText: '吨', batchNo: '', price: 4200 };
const find = (code: string) => (code === 'GJ-001' ? rebar : null);
const unknown = (code: string) => `计划中没有编码为 ${code} 的材料`;

describe('scanning material codes into bill rows', () => {
  it('adds the row with quantity 1, then one more on every scan of the same code, typed in any case', () => {
    const first = scanCode([], 'GJ-001', find, unknown);
    if (!first.ok) throw new Error(first.message);
    expect(first.lines).toHaveLength(1);
    expect(first.line).toMatchObject({ materialName: '螺纹钢', qty: 1 });
    const second = scanCode(first.lines, ' gj-001 ', find, unknown);
    expect(second).toMatchObject({ ok: true, lines: [{ materialCode: 'GJ-001', qty: 2 }] });
  });

  it('answers an unknown code with its message and keeps the rows', () => {
    expect(scanCode([], 'XX-9', find, unknown)).toEqual({ ok: false, message: '计划中没有编码为 XX-9 的材料' });
    expect(scanCode([], '  ', find, unknown)).toEqual({ ok: false, message: '请输入材料编码' });
  });

  it('makes the bill items with the delivery batch and the amount', () => {
    const scanned = scanCode([], 'GJ-001', find, unknown);
    if (!scanned.ok) throw new Error(scanned.message);
    expect(billItems([{ ...scanned.line, qty: 2.5 }], 'P20261126')).toEqual([
      { materialCode: 'GJ-001', materialName: '螺纹钢', spec: 'HRB400 Φ20', unit: 't', batchNo: 'P20261126', qty: 2.5, price: 4200, amount: 10500 },
    ]);
  });
});
