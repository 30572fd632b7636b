import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../core/screen/screen.types';
import { countUniqueValues } from '../../../core/validation/cellRules';
import { errorCount, registerCellHandler, tableErrorMessage, validateCell, validateTable } from './cellValidation';
import { tableColumns } from './tableColumns';

const detail: FieldSchema = {
  type: 'array',
  title: '明细',
  'x-detail': { table: 't', foreignKey: 'pid' },
  items: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '名称' },
      code: {
        type: 'string',
        title: '编码',
        'x-column': {
          validateRules: [
            { handler: 'codeFree', message: '${title}已被占用' },
            { pattern: 'n6-16', message: '6到16位数字' },
          ],
        },
      },
    },
  },
};

registerCellHandler('codeFree', async (value) => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (value === '999999') return false;
  if (value === '888888') return '服务器说不行';
  return null;
});

describe('table validation with asynchronous handlers', () => {
  const columns = tableColumns(detail);
  const [, code] = columns;
  const counts = countUniqueValues(columns, []);

  it('runs a handler in rule order: its failure message, its own message, or a pass', async () => {
    expect(await validateCell(code, { id: '1', code: '999999' }, counts)).toBe('编码已被占用');
    expect(await validateCell(code, { id: '1', code: '888888' }, counts)).toBe('服务器说不行');
    expect(await validateCell(code, { id: '1', code: '12' }, counts)).toBe('6到16位数字');
    expect(await validateCell(code, { id: '1', code: '123456' }, counts)).toBeNull();
  });

  it('validates the whole table, counts the errors and words the form message', async () => {
    const rows = [
      { id: 'a', name: 'x', code: '123456' },
      { id: 'b', name: '', code: '999999' },
    ];
    const errors = await validateTable(columns, rows, countUniqueValues(columns, rows));
    expect(errorCount(errors)).toBe(2);
    expect(errors.get('b')?.get('name')).toBe('请输入名称!');
    expect(tableErrorMessage('明细', errors, rows, columns)).toBe('明细有2处错误，第2行「名称」：请输入名称!');
  });
});
