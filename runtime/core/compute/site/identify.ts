import type { CalcOutput, Calculator, CalculatorGroup } from './calculator';
import { REBAR_TABLE, theoreticalMass, type RebarRow } from './rebar';
import pipeTable from './tables/pipe.json';

/** /computetool/identify: a measured size → the nearest standard size, and whether it is within tolerance. */

interface PipeMatch {
  dn: number;
  od: number;
  series: string;
  schedules: Readonly<Record<string, number>>;
}

const PIPE_SIZES: readonly PipeMatch[] = pipeTable.rows.flatMap((row) =>
  row.od.map((od) => ({ dn: row.dn, od: od.value, series: od.series, schedules: row.schedules })),
);

export function odTolerance(od: number): number {
  return Math.max((od * pipeTable.odTolerancePercent) / 100, pipeTable.odToleranceMinMm);
}

function nearest<T>(items: readonly T[], distance: (item: T) => number): T {
  return items.reduce((best, item) => (distance(item) < distance(best) ? item : best));
}

/** The nearest DN to a measured outside diameter, and whether the measurement is within tolerance. */
export function identifyPipe(measuredOd: number): { match: PipeMatch; deviation: number; withinTolerance: boolean } {
  const match = nearest(PIPE_SIZES, (size) => Math.abs(size.od - measuredOd));
  const deviation = measuredOd - match.od;
  return { match, deviation, withinTolerance: Math.abs(deviation) <= odTolerance(match.od) };
}

/** The schedule whose nominal wall the measured one is nearest to, within the wall tolerance. */
export function identifySchedule(schedules: Readonly<Record<string, number>>, wall: number): string | undefined {
  const [name, nominal] = nearest(Object.entries(schedules), ([, value]) => Math.abs(value - wall));
  return Math.abs(wall - nominal) <= (nominal * pipeTable.wallTolerancePercent) / 100 ? name : undefined;
}

export const pipeIdentify: Calculator = {
  key: 'pipeIdentify',
  title: '钢管规格识别',
  formula: ['按实测外径查 GB/T 17395、SH 3405 外径系列，取最接近的 DN', '外径允许偏差 ±1%（不小于 ±0.5 mm）；壁厚按 ±12.5% 对照 SCH10/40/80'],
  notes: ['壁厚未测可填 0，仅识别 DN。'],
  fields: [
    { name: 'od', label: '实测外径', unit: 'mm', max: 2000 },
    { name: 'wall', label: '实测壁厚', unit: 'mm', max: 100, allowZero: true, initial: 0 },
  ],
  check: (v) => (v.wall * 2 >= v.od ? ['壁厚必须小于外径的一半'] : []),
  run: (v) => {
    const { match, deviation, withinTolerance } = identifyPipe(v.od);
    const outputs: CalcOutput[] = [
      { label: '公称直径', value: withinTolerance ? `DN${match.dn}` : `非标准外径（最接近 DN${match.dn}）`, unit: '' },
      { label: '标准外径', value: `${match.od} mm（${match.series}）`, unit: '' },
      { label: '偏差', value: deviation, unit: 'mm', digits: 2 },
      { label: '允许偏差', value: `±${odTolerance(match.od).toFixed(2)} mm`, unit: '' },
    ];
    if (v.wall > 0) {
      const schedule = withinTolerance ? identifySchedule(match.schedules, v.wall) : undefined;
      outputs.push({ label: '壁厚等级', value: schedule ?? '与 SCH10/40/80 均不符', unit: '' });
    }
    return outputs;
  },
};

function rebarOutputs(row: RebarRow, withinTolerance: boolean, measured: string): CalcOutput[] {
  return [
    { label: '公称直径', value: withinTolerance ? `Φ${row.d}` : `非标准（最接近 Φ${row.d}）`, unit: '' },
    { label: '实测', value: measured, unit: '' },
    { label: '标准内径', value: `${row.inner} ± ${row.innerTolerance} mm`, unit: '' },
    { label: '理论重量', value: `${row.mass} kg/m（允许偏差 ±${row.massTolerance}%）`, unit: '' },
  ];
}

export function rebarByInner(inner: number): { row: RebarRow; withinTolerance: boolean } {
  const row = nearest(REBAR_TABLE, (item) => Math.abs(item.inner - inner));
  return { row, withinTolerance: Math.abs(inner - row.inner) <= row.innerTolerance + 1e-9 };
}

export function rebarByMass(mass: number): { row: RebarRow; withinTolerance: boolean } {
  const row = nearest(REBAR_TABLE, (item) => Math.abs(item.mass - mass));
  return { row, withinTolerance: Math.abs(mass - row.mass) <= (row.mass * row.massTolerance) / 100 + 1e-9 };
}

export const rebarIdentifyInner: Calculator = {
  key: 'rebarIdentifyInner',
  title: '钢筋直径识别（按内径）',
  formula: ['按实测内径（横肋间芯径）查 GB/T 1499.2 内径 d₁ 表，取最接近的公称直径'],
  fields: [{ name: 'inner', label: '实测内径', unit: 'mm', max: 60 }],
  run: (v) => {
    const { row, withinTolerance } = rebarByInner(v.inner);
    return rebarOutputs(row, withinTolerance, `内径 ${v.inner} mm`);
  },
};

export const rebarIdentifyMass: Calculator = {
  key: 'rebarIdentifyMass',
  title: '钢筋直径识别（按每米质量）',
  formula: ['d ≈ √(m ÷ 0.00617)，按 GB/T 1499.2 理论重量表取最接近的公称直径'],
  fields: [{ name: 'mass', label: '实测每米质量', unit: 'kg/m', max: 20 }],
  run: (v) => {
    const { row, withinTolerance } = rebarByMass(v.mass);
    return [
      { label: '折算直径', value: Math.sqrt(v.mass / 0.00617), unit: 'mm', digits: 1 },
      ...rebarOutputs(row, withinTolerance, `${v.mass} kg/m（理论 ${theoreticalMass(row.d).toFixed(3)}）`),
    ];
  },
};

export const identifyGroups: CalculatorGroup[] = [
  { key: 'pipe', title: '钢管规格', calculators: [pipeIdentify] },
  { key: 'rebar', title: '钢筋直径', calculators: [rebarIdentifyInner, rebarIdentifyMass] },
];
