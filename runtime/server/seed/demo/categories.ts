import { nextCategoryCode } from '../../../core/dict/categoryCode';
import { newId } from '../../db/ids';
import type { SeedRecord } from '../screenRows';

/** A category and its sub-categories, by name. */
interface CategorySeed {
  name: string;
  children?: CategorySeed[];
}

/** The category dictionary (分类字典) a new site starts with: material and hidden-danger categories. */
const CATEGORIES: CategorySeed[] = [
  {
    name: '物资分类',
    children: [
      { name: '钢材', children: [{ name: '螺纹钢' }, { name: '盘圆' }, { name: '型钢' }] },
      { name: '水泥', children: [{ name: '普通硅酸盐水泥' }, { name: '复合硅酸盐水泥' }] },
      { name: '木材' },
      { name: '砂石料' },
      { name: '电线电缆' },
    ],
  },
  {
    name: '隐患类别',
    children: [{ name: '高处坠落' }, { name: '物体打击' }, { name: '触电' }, { name: '机械伤害' }, { name: '坍塌' }, { name: '火灾' }],
  },
];

const SEED_TIME = '2025-01-06 09:00:00';

/** Records of the category screen, codes made the way the server makes them (A01, A01A01, …). */
export function buildCategories(seeds: CategorySeed[] = CATEGORIES, parent?: SeedRecord): SeedRecord[] {
  const records: SeedRecord[] = [];
  let last: string | null = null;
  for (const seed of seeds) {
    const code = nextCategoryCode(parent ? String(parent.fields.code) : '', last);
    if (code === null) throw new Error('Too many seeded categories under one parent');
    last = code;
    const record: SeedRecord = { id: newId(), createTime: SEED_TIME, fields: { pid: parent?.id, name: seed.name, code } };
    records.push(record, ...buildCategories(seed.children ?? [], record));
  }
  return records;
}
