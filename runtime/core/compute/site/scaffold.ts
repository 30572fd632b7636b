import type { Calculator, CalculatorGroup } from './calculator';

/**
 * 双排扣件式钢管脚手架 material estimate (JGJ 130 rules of thumb): one standing tube per row at
 * each bay end, ledgers on both rows at every lift plus the sweeping ledger, one transom at each
 * main node, 6 m tubes joined by butt couplers. Bracing (剪刀撑), ties and toe boards are not counted.
 */
const TUBE_LENGTH = 6;
const TUBE_MASS = 3.97; // kg/m, Φ48.3 × 3.6 (JGJ 130 table A.0.6)
const TRANSOM_OVERHANG = 0.3;

export const scaffoldDoubleRow: Calculator = {
  key: 'scaffoldDoubleRow',
  title: '双排钢管脚手架',
  formula: [
    '跨数 n = ⌈长度 ÷ 纵距 la⌉，步数 k = ⌈高度 ÷ 步距 h⌉',
    '立杆根数 = 2 × (n + 1)，立杆总长 = 立杆根数 × 高度',
    '纵向水平杆总长 = 2 × 长度 × (k + 1)（含扫地杆）',
    '横向水平杆根数 = (n + 1) × (k + 1)，单根长 = 横距 lb + 0.3 m',
    '直角扣件 = 4 × (n + 1) × (k + 1)，对接扣件 = ⌈立杆总长 ÷ 6⌉ + ⌈纵向水平杆总长 ÷ 6⌉，底座 = 立杆根数',
  ],
  notes: [
    '假设：钢管 Φ48.3×3.6（3.97 kg/m）、每根 6 m 定尺；每个主节点一根横向水平杆，每个立杆与纵向水平杆交点一个直角扣件、横向水平杆两端各一个直角扣件。',
    '未计剪刀撑、横向斜撑、连墙件、脚手板与挡脚板，按 JGJ 130 另行计算。',
  ],
  fields: [
    { name: 'length', label: '脚手架长度', unit: 'm', max: 2000 },
    { name: 'height', label: '搭设高度', unit: 'm', max: 50 },
    { name: 'bay', label: '立杆纵距 la', unit: 'm', max: 2, initial: 1.5 },
    { name: 'lift', label: '步距 h', unit: 'm', max: 2, initial: 1.8 },
    { name: 'width', label: '立杆横距 lb', unit: 'm', max: 1.55, initial: 1.05 },
  ],
  check: (v) => (v.bay < 0.8 || v.lift < 1.2 || v.width < 0.8 ? ['纵距、横距不应小于 0.8 m，步距不应小于 1.2 m'] : []),
  run: (v) => {
    const bays = Math.ceil(v.length / v.bay - 1e-9);
    const lifts = Math.ceil(v.height / v.lift - 1e-9);
    const standingCount = 2 * (bays + 1);
    const standingLength = standingCount * v.height;
    const ledgerLength = 2 * v.length * (lifts + 1);
    const transomCount = (bays + 1) * (lifts + 1);
    const transomLength = transomCount * (v.width + TRANSOM_OVERHANG);
    const tubeLength = standingLength + ledgerLength + transomLength;
    return [
      { label: '跨数 n', value: bays, unit: '跨', digits: 0 },
      { label: '步数 k', value: lifts, unit: '步', digits: 0 },
      { label: '立杆', value: standingCount, unit: '根', digits: 0 },
      { label: '立杆总长', value: standingLength, unit: 'm', digits: 1 },
      { label: '纵向水平杆总长', value: ledgerLength, unit: 'm', digits: 1 },
      { label: '横向水平杆', value: transomCount, unit: '根', digits: 0 },
      { label: '横向水平杆总长', value: transomLength, unit: 'm', digits: 2 },
      { label: '直角扣件', value: 4 * transomCount, unit: '个', digits: 0 },
      {
        label: '对接扣件',
        value: Math.ceil(standingLength / TUBE_LENGTH - 1e-9) + Math.ceil(ledgerLength / TUBE_LENGTH - 1e-9),
        unit: '个',
        digits: 0,
      },
      { label: '底座', value: standingCount, unit: '个', digits: 0 },
      { label: '钢管合计', value: tubeLength, unit: 'm', digits: 1 },
      { label: '钢管重量', value: (tubeLength * TUBE_MASS) / 1000, unit: 't', digits: 3 },
    ];
  },
};

export const scaffoldGroup: CalculatorGroup = { key: 'scaffold', title: '脚手架材料', calculators: [scaffoldDoubleRow] };
