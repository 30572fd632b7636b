import type { Calculator, CalculatorGroup } from './calculator';

function pitVolumes(v: Readonly<Record<string, number>>) {
  const mh = v.slope * v.depth;
  const bottom = v.a * v.b;
  const top = (v.a + 2 * mh) * (v.b + 2 * mh);
  const middle = (v.a + mh) * (v.b + mh);
  return { bottom, middle, top, excavation: (v.depth / 6) * (bottom + 4 * middle + top) };
}

/**
 * 土方开挖与回填 of a rectangular pit with sloped sides (坡度系数 m = horizontal ÷ vertical):
 * the prismoid formula is exact for this solid. Ks turns natural (bank) volume into loose volume,
 * Ks' compacted volume back into the natural volume it consumes.
 */
export const earthworkPit: Calculator = {
  key: 'earthworkPit',
  title: '基坑开挖与回填',
  formula: [
    'A₁ = a × b，A₂ = (a + 2mH)(b + 2mH)，A₀ = (a + mH)(b + mH)',
    'V挖 = H ÷ 6 × (A₁ + 4A₀ + A₂)',
    'V回填(压实) = V挖 − V基础',
    '回填需天然土 = V回填 ÷ Ks′，余土外运(松散) = (V挖 − V回填 ÷ Ks′) × Ks',
  ],
  notes: ['a、b 为坑底长宽（含工作面）；Ks 最初可松性系数，Ks′ 最终可松性系数。'],
  fields: [
    { name: 'a', label: '坑底长 a', unit: 'm', max: 1000 },
    { name: 'b', label: '坑底宽 b', unit: 'm', max: 1000 },
    { name: 'depth', label: '开挖深度 H', unit: 'm', max: 50 },
    { name: 'slope', label: '坡度系数 m', unit: '', max: 3, allowZero: true, initial: 0.5 },
    { name: 'structure', label: '基础及地下结构体积', unit: 'm³', max: 10000000, allowZero: true, initial: 0 },
    { name: 'ks', label: '最初可松性系数 Ks', unit: '', max: 2, initial: 1.2 },
    { name: 'ksPrime', label: '最终可松性系数 Ks′', unit: '', max: 2, initial: 1.05 },
  ],
  check: (v) => {
    const errors: string[] = [];
    if (v.structure > pitVolumes(v).excavation) errors.push('基础及地下结构体积不能大于挖方量');
    if (v.ks < 1) errors.push('最初可松性系数 Ks 应不小于 1');
    if (v.ksPrime < 1) errors.push('最终可松性系数 Ks′ 应不小于 1');
    if (v.ksPrime > v.ks) errors.push('最终可松性系数 Ks′ 不应大于最初可松性系数 Ks');
    return errors;
  },
  run: (v) => {
    const { bottom, middle, top, excavation } = pitVolumes(v);
    const backfill = excavation - v.structure;
    const fillNatural = backfill / v.ksPrime;
    return [
      { label: '坑底面积 A₁', value: bottom, unit: 'm²', digits: 2 },
      { label: '中截面面积 A₀', value: middle, unit: 'm²', digits: 2 },
      { label: '坑顶面积 A₂', value: top, unit: 'm²', digits: 2 },
      { label: '挖方量', value: excavation, unit: 'm³', digits: 3 },
      { label: '回填量（压实）', value: backfill, unit: 'm³', digits: 3 },
      { label: '回填需天然土', value: fillNatural, unit: 'm³', digits: 3 },
      { label: '余土外运（松散）', value: (excavation - fillNatural) * v.ks, unit: 'm³', digits: 3 },
    ];
  },
};

export const earthworkGroup: CalculatorGroup = { key: 'earthwork', title: '土方开挖与回填', calculators: [earthworkPit] };
