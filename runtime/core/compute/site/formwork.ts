import type { Calculator, CalculatorGroup } from './calculator';

/** 模板面积 (contact area of the formwork with the concrete). */

const count = { name: 'count', label: '数量', unit: '件', max: 10000, integer: true, initial: 1 };

export const formworkBeam: Calculator = {
  key: 'formworkBeam',
  title: '梁',
  formula: ['S = (梁宽 b + 2 × (梁高 h − 板厚 t)) × 梁净长 L × 数量', '（梁底 + 两侧模，侧模扣除现浇板厚；无板时 t 填 0）'],
  fields: [
    { name: 'width', label: '梁宽 b', unit: 'm', max: 5 },
    { name: 'height', label: '梁高 h', unit: 'm', max: 5 },
    { name: 'slab', label: '板厚 t', unit: 'm', max: 1, allowZero: true, initial: 0 },
    { name: 'length', label: '梁净长 L', unit: 'm', max: 200 },
    count,
  ],
  check: (v) => (v.slab >= v.height ? ['板厚 t 必须小于梁高 h'] : []),
  run: (v) => [
    { label: '梁底模', value: v.width * v.length * v.count, unit: 'm²', digits: 2 },
    { label: '两侧模', value: 2 * (v.height - v.slab) * v.length * v.count, unit: 'm²', digits: 2 },
    { label: '模板面积', value: (v.width + 2 * (v.height - v.slab)) * v.length * v.count, unit: 'm²', digits: 2 },
  ],
};

export const formworkColumn: Calculator = {
  key: 'formworkColumn',
  title: '矩形柱',
  formula: ['S = 2 × (a + b) × 柱高 H × 数量'],
  fields: [
    { name: 'a', label: '截面长 a', unit: 'm', max: 10 },
    { name: 'b', label: '截面宽 b', unit: 'm', max: 10 },
    { name: 'height', label: '柱高 H', unit: 'm', max: 100 },
    count,
  ],
  run: (v) => [
    { label: '周长', value: 2 * (v.a + v.b), unit: 'm', digits: 2 },
    { label: '模板面积', value: 2 * (v.a + v.b) * v.height * v.count, unit: 'm²', digits: 2 },
  ],
};

export const formworkSlab: Calculator = {
  key: 'formworkSlab',
  title: '板',
  formula: ['S = 板长 × 板宽 × 数量（底模，按净面积）'],
  fields: [{ name: 'length', label: '板长', unit: 'm', max: 500 }, { name: 'width', label: '板宽', unit: 'm', max: 500 }, count],
  run: (v) => [{ label: '模板面积', value: v.length * v.width * v.count, unit: 'm²', digits: 2 }],
};

export const formworkGroup: CalculatorGroup = { key: 'formwork', title: '模板面积', calculators: [formworkBeam, formworkColumn, formworkSlab] };
