import type { FieldSchema } from '../../runtime/core/screen/screen.types';

export const BENCH_ROWS = 10_000;
export const BENCH_COLUMNS = 20;

const UNITS = [
  { value: 't', text: '吨' },
  { value: 'kg', text: '千克' },
  { value: 'm', text: '米' },
];

/** Column i of the benchmark table: a mix of text with rules, numbers, choices and dates. */
function benchColumn(i: number): FieldSchema {
  switch (i % 5) {
    case 0:
      return {
        type: 'string',
        title: `编码${i}`,
        maxLength: 20,
        'x-rules': ['code20'],
        'x-column': { validateRules: [{ unique: true, message: '${title}不能重复' }] },
      };
    case 1:
      return { type: 'string', title: `名称${i}`, maxLength: 64 };
    case 2:
      return { type: 'string', title: `单位${i}`, 'x-column': { type: 'select', options: UNITS } };
    case 3:
      return { type: 'number', title: `数量${i}`, minimum: 0, 'x-rules': ['money'], 'x-column': { statistics: i === 3 } };
    default:
      return { type: 'string', title: `日期${i}`, format: 'date' };
  }
}

/** A 20-column detail property (every other column required). */
export function benchDetail(): FieldSchema {
  const properties = Object.fromEntries(Array.from({ length: BENCH_COLUMNS }, (_, i) => [`c${i}`, benchColumn(i)]));
  return {
    type: 'array',
    title: '性能测试',
    'x-detail': { table: 'bench_item', foreignKey: 'benchId' },
    items: { type: 'object', required: Object.keys(properties).filter((_, i) => i % 2 === 1), properties },
  };
}

/** 10,000 rows; about one row in 50 carries a wrong value so validation has work to report. */
export function benchRows(): Record<string, unknown>[] {
  return Array.from({ length: BENCH_ROWS }, (_, r) => {
    const row: Record<string, unknown> = { id: `row${r}`, orderNum: r + 1 };
    for (let i = 0; i < BENCH_COLUMNS; i += 1) {
      switch (i % 5) {
        case 0:
          row[`c${i}`] = `M${r}X${i}`;
          break;
        case 1:
          row[`c${i}`] = r % 50 === 7 ? '' : `材料${r}-${i}`;
          break;
        case 2:
          row[`c${i}`] = UNITS[r % 3].value;
          break;
        case 3:
          row[`c${i}`] = r % 50 === 11 ? -1 : (r % 997) + 0.5;
          break;
        default:
          row[`c${i}`] = `2025-${String((r % 12) + 1).padStart(2, '0')}-${String((r % 28) + 1).padStart(2, '0')}`;
      }
    }
    return row;
  });
}

/** Rows of the detail-typing benchmark (tests/perf/detailTyping.bench.ts). */
export const TYPING_ROWS = 10_000;

/** The plan that benchmark's form edits; its stub API answers queryById with `planRows`. */
export const BENCH_PLAN = { id: 'bench-plan', planNo: 'JH2025001', planName: '主体结构钢筋', planType: '1', planDate: '2025-06-01', status: '1' };

/** `count` rows of 材料计划's detail table (schemas/material/plan.json `items`), all valid. */
export function planRows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, r) => ({
    id: `item${r}`,
    orderNum: r + 1,
    materialCode: `M${r}`,
    materialName: `钢筋${r}`,
    spec: 'HRB400 Φ12',
    unit: 't',
    planQty: (r % 97) + 1,
    unitPrice: 4200.5,
    amount: ((r % 97) + 1) * 4200.5,
    needDate: `2025-${String((r % 12) + 1).padStart(2, '0')}-${String((r % 28) + 1).padStart(2, '0')}`,
    usePart: `${(r % 30) + 1}号楼`,
    urgent: r % 10 === 0 ? '1' : '0',
    remark: '',
  }));
}
