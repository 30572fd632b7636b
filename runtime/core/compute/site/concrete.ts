import type { CalcField, Calculator, CalculatorGroup } from './calculator';

/** 混凝土方量: net volume × (1 + 损耗率). */

const waste: CalcField = { name: 'waste', label: '损耗率', unit: '%', max: 20, allowZero: true, initial: 2 };
const count: CalcField = { name: 'count', label: '数量', unit: '件', max: 10000, integer: true, initial: 1 };

function volumeOutputs(net: number, values: Readonly<Record<string, number>>) {
  return [
    { label: '净方量', value: net, unit: 'm³', digits: 3 },
    { label: '含损耗方量', value: net * (1 + values.waste / 100), unit: 'm³', digits: 3 },
  ];
}

export const concreteRectangle: Calculator = {
  key: 'concreteRectangle',
  title: '矩形构件',
  formula: ['V = 长 × 宽 × 高 × 数量 × (1 + 损耗率)'],
  fields: [
    { name: 'length', label: '长', unit: 'm', max: 1000 },
    { name: 'width', label: '宽', unit: 'm', max: 1000 },
    { name: 'height', label: '高', unit: 'm', max: 200 },
    count,
    waste,
  ],
  run: (v) => volumeOutputs(v.length * v.width * v.height * v.count, v),
};

export const concreteCylinder: Calculator = {
  key: 'concreteCylinder',
  title: '圆柱 / 桩',
  formula: ['V = π × r² × h × 数量 × (1 + 损耗率)', 'r = 直径 ÷ 2'],
  fields: [{ name: 'diameter', label: '直径', unit: 'm', max: 20 }, { name: 'height', label: '高度', unit: 'm', max: 200 }, count, waste],
  run: (v) => volumeOutputs(Math.PI * (v.diameter / 2) ** 2 * v.height * v.count, v),
};

export const concreteStripFooting: Calculator = {
  key: 'concreteStripFooting',
  title: '条形基础（阶梯/锥形截面）',
  formula: ['A = B × h₁ + (B + b) ÷ 2 × h₂', 'V = A × 基础总长 × (1 + 损耗率)'],
  notes: ['B 为底宽，h₁ 为底部矩形高；b 为顶宽，h₂ 为上部斜坡（梯形）高，矩形截面时 h₂ 填 0。'],
  fields: [
    { name: 'bottomWidth', label: '底宽 B', unit: 'm', max: 20 },
    { name: 'bottomHeight', label: '矩形高 h₁', unit: 'm', max: 10 },
    { name: 'topWidth', label: '顶宽 b', unit: 'm', max: 20 },
    { name: 'slopeHeight', label: '斜坡高 h₂', unit: 'm', max: 10, allowZero: true, initial: 0 },
    { name: 'length', label: '基础总长', unit: 'm', max: 10000 },
    waste,
  ],
  check: (v) => (v.topWidth > v.bottomWidth ? ['顶宽 b 不能大于底宽 B'] : []),
  run: (v) => {
    const area = v.bottomWidth * v.bottomHeight + ((v.bottomWidth + v.topWidth) / 2) * v.slopeHeight;
    return [{ label: '截面面积', value: area, unit: 'm²', digits: 3 }, ...volumeOutputs(area * v.length, v)];
  },
};

export const concreteGroup: CalculatorGroup = {
  key: 'concrete',
  title: '混凝土方量',
  calculators: [concreteRectangle, concreteCylinder, concreteStripFooting],
};
