import { describe, expect, it } from 'vitest';
import { calculate, formatOutput, type CalcOutcome, type Calculator } from '../../../runtime/core/compute/site/calculator';
import { concreteCylinder, concreteRectangle, concreteStripFooting } from '../../../runtime/core/compute/site/concrete';
import { earthworkPit } from '../../../runtime/core/compute/site/earthwork';
import { formworkBeam, formworkColumn, formworkSlab } from '../../../runtime/core/compute/site/formwork';
import { identifyPipe, pipeIdentify, rebarByInner, rebarByMass } from '../../../runtime/core/compute/site/identify';
import { rebarWeight, theoreticalMass } from '../../../runtime/core/compute/site/rebar';
import { scaffoldDoubleRow } from '../../../runtime/core/compute/site/scaffold';

/** The displayed results of a calculation, label → "value unit" (later labels of the same name keep both). */
function shown(calculator: Calculator, input: Record<string, number>): string[] {
  const outcome: CalcOutcome = calculate(calculator, input);
  if (!outcome.ok) throw new Error(outcome.errors.join('；'));
  return outcome.outputs.map((output) => `${output.label}: ${formatOutput(output)}`);
}

describe('混凝土方量', () => {
  it('a 6 m × 0.3 m × 0.6 m beam with 2 % waste is 1.080 m³ net, 1.102 m³ to order', () => {
    expect(shown(concreteRectangle, { length: 6, width: 0.3, height: 0.6, count: 1, waste: 2 })).toEqual(['净方量: 1.080 m³', '含损耗方量: 1.102 m³']);
  });
  it('a Φ800 pile 12 m long is π·0.4²·12 = 6.032 m³', () => {
    expect(shown(concreteCylinder, { diameter: 0.8, height: 12, count: 1, waste: 0 })).toEqual(['净方量: 6.032 m³', '含损耗方量: 6.032 m³']);
  });
  it('a stepped strip footing: A = 1.2×0.3 + (1.2+0.4)/2×0.2 = 0.52 m², × 50 m = 26 m³', () => {
    expect(shown(concreteStripFooting, { bottomWidth: 1.2, bottomHeight: 0.3, topWidth: 0.4, slopeHeight: 0.2, length: 50, waste: 0 })).toEqual([
      '截面面积: 0.520 m²',
      '净方量: 26.000 m³',
      '含损耗方量: 26.000 m³',
    ]);
  });
  it('refuses negative, zero, absurd and missing input with Chinese messages and computes nothing', () => {
    expect(calculate(concreteRectangle, { length: -6, width: 0, height: 500, count: 1.5 })).toEqual({
      ok: false,
      errors: ['长不能为负数', '宽必须大于 0', '高不能超过 200 m', '数量必须是整数', '请输入损耗率'],
    });
    expect(calculate(concreteStripFooting, { bottomWidth: 0.4, bottomHeight: 0.3, topWidth: 1.2, slopeHeight: 0, length: 10, waste: 0 })).toEqual({
      ok: false,
      errors: ['顶宽 b 不能大于底宽 B'],
    });
  });
});

describe('钢筋重量 (GB/T 1499.2)', () => {
  it('10 bars Φ20 of 6 m weigh 2.47 × 60 = 148.20 kg', () => {
    expect(shown(rebarWeight, { diameter: 20, length: 6, count: 10 })).toEqual([
      '每米质量（标准表值）: 2.470 kg/m',
      '公式理论值 0.00617·d²: 2.468 kg/m',
      '总长度: 60.00 m',
      '总重量: 148.20 kg',
      '总重量: 0.148 t',
    ]);
  });
  it('uses the standard table for every listed diameter, which the formula 0.00617·d² matches within 0.5 %', () => {
    const table: Record<number, number> = {
      6: 0.222,
      8: 0.395,
      10: 0.617,
      12: 0.888,
      14: 1.21,
      16: 1.58,
      18: 2.0,
      20: 2.47,
      22: 2.98,
      25: 3.85,
      28: 4.83,
      32: 6.31,
      36: 7.99,
      40: 9.87,
    };
    for (const [d, mass] of Object.entries(table)) {
      expect(shown(rebarWeight, { diameter: Number(d), length: 1, count: 1 })[0]).toBe(`每米质量（标准表值）: ${mass.toFixed(3)} kg/m`);
      expect(Math.abs(theoreticalMass(Number(d)) / mass - 1)).toBeLessThan(0.005);
    }
  });
  it('a diameter outside the table falls back to 0.00617·d²: Φ50 → 15.425 kg/m', () => {
    expect(shown(rebarWeight, { diameter: 50, length: 1, count: 1 })[0]).toBe('每米质量（理论计算）: 15.425 kg/m');
  });
});

describe('模板面积', () => {
  it('a 250×500 beam under a 100 mm slab, 6 m: (0.25 + 2×0.4) × 6 = 6.30 m²', () => {
    expect(shown(formworkBeam, { width: 0.25, height: 0.5, slab: 0.1, length: 6, count: 1 })).toEqual([
      '梁底模: 1.50 m²',
      '两侧模: 4.80 m²',
      '模板面积: 6.30 m²',
    ]);
  });
  it('a 500×500 column 3.6 m high: 2 × 1.0 × 3.6 = 7.20 m²; a 6 × 4 slab: 24.00 m²', () => {
    expect(shown(formworkColumn, { a: 0.5, b: 0.5, height: 3.6, count: 1 })).toEqual(['周长: 2.00 m', '模板面积: 7.20 m²']);
    expect(shown(formworkSlab, { length: 6, width: 4, count: 1 })).toEqual(['模板面积: 24.00 m²']);
  });
  it('refuses a slab as thick as the beam', () => {
    expect(calculate(formworkBeam, { width: 0.25, height: 0.5, slab: 0.5, length: 6, count: 1 })).toEqual({ ok: false, errors: ['板厚 t 必须小于梁高 h'] });
  });
});

describe('土方开挖与回填', () => {
  it('a 4 × 3 m pit 2 m deep at 1:0.5: V = 2/6 × (12 + 4×20 + 30) = 40.667 m³ and the backfill balance', () => {
    expect(shown(earthworkPit, { a: 4, b: 3, depth: 2, slope: 0.5, structure: 20, ks: 1.2, ksPrime: 1.05 })).toEqual([
      '坑底面积 A₁: 12.00 m²',
      '中截面面积 A₀: 20.00 m²',
      '坑顶面积 A₂: 30.00 m²',
      '挖方量: 40.667 m³',
      '回填量（压实）: 20.667 m³',
      // 20.667 / 1.05 = 19.683; (40.667 − 19.683) × 1.2 = 25.181
      '回填需天然土: 19.683 m³',
      '余土外运（松散）: 25.181 m³',
    ]);
  });
  it('vertical sides (m = 0) give the box volume', () => {
    expect(shown(earthworkPit, { a: 10, b: 8, depth: 3, slope: 0, structure: 0, ks: 1.2, ksPrime: 1.05 })[3]).toBe('挖方量: 240.000 m³');
  });
  it('refuses a structure bigger than the pit and Ks′ > Ks', () => {
    expect(calculate(earthworkPit, { a: 4, b: 3, depth: 2, slope: 0.5, structure: 50, ks: 1.05, ksPrime: 1.2 })).toEqual({
      ok: false,
      errors: ['基础及地下结构体积不能大于挖方量', '最终可松性系数 Ks′ 不应大于最初可松性系数 Ks'],
    });
  });
});

describe('脚手架材料', () => {
  it('30 m × 18 m double-row scaffold at la 1.5 / h 1.8 / lb 1.05', () => {
    expect(shown(scaffoldDoubleRow, { length: 30, height: 18, bay: 1.5, lift: 1.8, width: 1.05 })).toEqual([
      '跨数 n: 20 跨',
      '步数 k: 10 步',
      '立杆: 42 根',
      '立杆总长: 756.0 m',
      '纵向水平杆总长: 660.0 m',
      '横向水平杆: 231 根',
      '横向水平杆总长: 311.85 m',
      '直角扣件: 924 个',
      '对接扣件: 236 个',
      '底座: 42 个',
      '钢管合计: 1727.9 m',
      '钢管重量: 6.860 t',
    ]);
  });
});

describe('规格识别', () => {
  it('identifies the DN of each standard outside diameter', () => {
    const expected: [number, number][] = [
      [21.3, 15],
      [26.9, 20],
      [33.7, 25],
      [42.4, 32],
      [48.3, 40],
      [60.3, 50],
      [57, 50],
      [76.1, 65],
      [73, 65],
      [88.9, 80],
      [114.3, 100],
      [168.3, 150],
      [219.1, 200],
      [273, 250],
      [323.9, 300],
      [325, 300],
    ];
    for (const [od, dn] of expected) expect([od, identifyPipe(od).match.dn, identifyPipe(od).withinTolerance]).toEqual([od, dn, true]);
  });
  it('60.3 × 3.91 is DN50 SCH40; a worn 60.0 is still DN50; 65 mm is no standard size', () => {
    expect(shown(pipeIdentify, { od: 60.3, wall: 3.91 })).toEqual([
      '公称直径: DN50',
      '标准外径: 60.3 mm（Ⅰ系列）',
      '偏差: 0.00 mm',
      '允许偏差: ±0.60 mm',
      '壁厚等级: SCH40',
    ]);
    expect(shown(pipeIdentify, { od: 60, wall: 0 })[0]).toBe('公称直径: DN50');
    expect(shown(pipeIdentify, { od: 65, wall: 0 })[0]).toBe('公称直径: 非标准外径（最接近 DN50）');
  });
  it('identifies a rebar by inner diameter and by mass per metre', () => {
    expect(rebarByInner(19.3)).toMatchObject({ row: { d: 20 }, withinTolerance: true });
    expect(rebarByInner(24.0)).toMatchObject({ row: { d: 25 }, withinTolerance: true });
    expect(rebarByMass(2.47)).toMatchObject({ row: { d: 20 }, withinTolerance: true });
    expect(rebarByMass(0.6)).toMatchObject({ row: { d: 10 }, withinTolerance: true });
    // 1.40 kg/m is 11 % under Φ16 and 16 % over Φ14: no standard bar.
    expect(rebarByMass(1.4)).toMatchObject({ withinTolerance: false });
  });
});
