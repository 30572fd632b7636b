import type { Calculator, CalculatorGroup } from './calculator';
import rebarTable from './tables/rebar.json';

/** 钢筋重量 per GB/T 1499.2: the standard's table mass where it lists the diameter, else 0.00617·d². */

export interface RebarRow {
  d: number;
  mass: number;
  inner: number;
  innerTolerance: number;
  massTolerance: number;
}

export const REBAR_TABLE: readonly RebarRow[] = rebarTable.rows;

/** Theoretical mass per metre of a round bar of diameter d mm (steel 7850 kg/m³): 0.00617·d². */
export function theoreticalMass(d: number): number {
  return 0.00617 * d * d;
}

export function rebarRow(d: number): RebarRow | undefined {
  return REBAR_TABLE.find((row) => row.d === d);
}

export const rebarWeight: Calculator = {
  key: 'rebarWeight',
  title: '钢筋重量',
  formula: ['每米质量 m = 0.00617 × d² (kg/m)，标准表列直径取表值', '总重 W = m × 单根长度 × 根数'],
  notes: ['依据 GB/T 1499.2 理论重量（钢材密度 7850 kg/m³）；6–40 mm 常用直径按标准表值计算。'],
  fields: [
    { name: 'diameter', label: '直径 d', unit: 'mm', max: 50, initial: 20 },
    { name: 'length', label: '单根长度', unit: 'm', max: 100 },
    { name: 'count', label: '根数', unit: '根', max: 1000000, integer: true },
  ],
  check: (v) => (v.diameter < 4 ? ['直径 d 不能小于 4 mm'] : []),
  run: (v) => {
    const row = rebarRow(v.diameter);
    const perMetre = row ? row.mass : theoreticalMass(v.diameter);
    const total = perMetre * v.length * v.count;
    return [
      { label: row ? '每米质量（标准表值）' : '每米质量（理论计算）', value: perMetre, unit: 'kg/m', digits: 3 },
      { label: '公式理论值 0.00617·d²', value: theoreticalMass(v.diameter), unit: 'kg/m', digits: 3 },
      { label: '总长度', value: v.length * v.count, unit: 'm', digits: 2 },
      { label: '总重量', value: total, unit: 'kg', digits: 2 },
      { label: '总重量', value: total / 1000, unit: 't', digits: 3 },
    ];
  },
};

export const rebarGroup: CalculatorGroup = { key: 'rebar', title: '钢筋重量', calculators: [rebarWeight] };
