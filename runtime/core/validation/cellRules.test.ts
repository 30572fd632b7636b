import { describe, expect, it } from 'vitest';
import plan from '../../../schemas/material/plan.json';
import type { FieldSchema, ScreenFile } from '../screen/screen.types';
import { checkCell, columnRules, countUniqueValues, fillMessage, validateRows, type RuledColumn } from './cellRules';
import { ruledColumns } from './detailRows';

const column = (key: string, field: Partial<FieldSchema>, required = false): RuledColumn => {
  const schema = { type: 'string', title: key, ...field } as FieldSchema;
  return { key, title: schema.title, field: schema, rules: columnRules(schema, required) };
};
const check = (col: RuledColumn, value: unknown, rows: Record<string, unknown>[] = [{ [col.key]: value }]) =>
  checkCell(col, value, countUniqueValues([col], rows));

describe('table cell rules (widgets-spec §5.3)', () => {
  it('required fails on empty with the field message and passes on a value', () => {
    const qty = column('planQty', { type: 'number', title: '计划数量' }, true);
    expect(check(qty, '')).toBe('请输入计划数量!');
    expect(check(qty, null)).toBe('请输入计划数量!');
    expect(check(qty, 3)).toBeNull();
    const unit = column('unit', { title: '单位', 'x-dict': 'material_unit' }, true);
    expect(check(unit, undefined)).toBe('请选择单位!');
  });

  it('the * pattern means required, as upstream', () => {
    const code = column('code', { title: '编码', 'x-column': { validateRules: [{ pattern: '*', message: '${title}必填' }] } });
    expect(check(code, '')).toBe('编码必填');
    expect(check(code, 'x')).toBeNull();
  });

  it('unique fails when two or more rows share the value, on every one of them, and ignores empties', () => {
    const code = column('code', { title: '材料编码', 'x-column': { validateRules: [{ unique: true, message: '${title}不能重复' }] } });
    const rows = [{ code: 'A' }, { code: 'B' }, { code: 'A' }, { code: '' }, { code: '' }];
    expect(validateRows([code], rows)).toEqual([
      { rowIndex: 0, key: 'code', message: '材料编码不能重复' },
      { rowIndex: 2, key: 'code', message: '材料编码不能重复' },
    ]);
    const only = column('code', { title: '编码', 'x-rules': ['only'] });
    expect(validateRows([only], [{ code: 'x' }, { code: 'x' }]).map((error) => error.message)).toEqual(['编码不能重复', '编码不能重复']);
  });

  it('preset patterns and regular expressions apply to non-empty values only', () => {
    const price = column('price', { type: 'number', title: '单价', 'x-rules': ['money'] });
    expect(check(price, '')).toBeNull();
    expect(check(price, 12.5)).toBeNull();
    expect(check(price, 12.555)).toBe('请输入正确的格式');
    const phone = column('phone', { title: '电话', 'x-column': { validateRules: [{ pattern: 'm', message: '${title}格式不对' }] } });
    expect(check(phone, '13912345678')).toBeNull();
    expect(check(phone, '1391234567')).toBe('电话格式不对');
    const regex = column('no', { title: '编号', 'x-column': { validateRules: [{ pattern: '^JH\\d+$' }] } });
    expect(check(regex, 'JH01')).toBeNull();
    expect(check(regex, 'XX01')).toBe('编号格式不正确');
    const letters = column('s', { title: '字母', 'x-column': { validateRules: [{ pattern: 's6-18', message: 'bad' }] } });
    expect(check(letters, 'abc|def')).toBeNull();
  });

  it('runs rules in order and reports only the first failure', () => {
    const code = column(
      'code',
      {
        title: '编码',
        'x-column': {
          validateRules: [
            { pattern: 'z', message: '必须是整数' },
            { pattern: 'n6-16', message: '6到16位数字' },
          ],
        },
      },
      true,
    );
    expect(check(code, '')).toBe('请输入编码!');
    expect(check(code, 'ab')).toBe('必须是整数');
    expect(check(code, '12')).toBe('6到16位数字');
    expect(check(code, '123456')).toBeNull();
  });

  it('checks the property itself after the rules: number format and bounds, lengths', () => {
    const qty = column('planQty', { type: 'number', title: '计划数量', minimum: 0 });
    expect(check(qty, -1)).toBe('计划数量不能小于0');
    expect(check(qty, 'abc')).toBe('计划数量格式不正确');
    const name = column('name', { title: '名称', maxLength: 3 });
    expect(check(name, 'abcd')).toBe('最大长度3位字符');
  });

  it('takes a 计划数量 of the material plan only when it is greater than 0', () => {
    const planQty = ruledColumns((plan as unknown as ScreenFile).entity.properties.items).find((col) => col.key === 'planQty')!;
    for (const value of [-5, '-5', 0, '0', '0.00']) expect(check(planQty, value), String(value)).toBe('请输入大于0的数');
    for (const value of [0.5, 12, '3.25']) expect(check(planQty, value), String(value)).toBeNull();
    expect(check(planQty, '')).toBe('请输入计划数量!');
  });

  it('fills ${title}, ${key} and ${defaultValue} placeholders', () => {
    const col = column('qty', { title: '数量', 'x-column': { defaultValue: 5 } });
    expect(fillMessage('${title}(${key})默认${defaultValue}', col)).toBe('数量(qty)默认5');
  });

  it('validates 10,000 rows × 20 columns well within the 300 ms budget', () => {
    const columns = Array.from({ length: 20 }, (_, i) => column(`c${i}`, { title: `列${i}`, 'x-rules': i % 5 === 0 ? ['only'] : ['n'] }, i % 2 === 0));
    const rows = Array.from({ length: 10_000 }, (_, r) =>
      Object.fromEntries(columns.map((col, i) => [col.key, i % 5 === 0 ? `${r}` : r % 97 === 0 ? 'x' : r])),
    );
    const started = performance.now();
    const errors = validateRows(columns, rows);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors.length).toBe(Math.ceil(10_000 / 97) * 16);
  });
});
