import { describe, expect, it } from 'vitest';
import { renderTemplate, templateParts } from './recordExportTemplate';

const input = { header: { sheetNo: 'GZ-202605-01', salaryMonth: '2026-05' }, row: { workerId: '张三', actualAmount: 6890.5, bankCardNo: null }, rowNumber: 3 };
const render = (template: string) => renderTemplate(templateParts(template, 'items'), input);

describe('record export templates', () => {
  it('reads header fields, row fields and the row number', () => {
    expect(templateParts('{salaryMonth}工资 {items.workerId}{#}', 'items')).toEqual([
      { header: 'salaryMonth' },
      { text: '工资 ' },
      { row: 'workerId' },
      { rowNumber: true },
    ]);
  });

  it('keeps a lone number a number, so the amount column sums in Excel', () => {
    expect(render('{items.actualAmount}')).toBe(6890.5);
    expect(render('{#}')).toBe(3);
  });

  it('joins mixed templates as text and shows an empty value as nothing', () => {
    expect(render('{salaryMonth}工资')).toBe('2026-05工资');
    expect(render('{items.bankCardNo}')).toBe('');
    expect(render('卡号:{items.bankCardNo}')).toBe('卡号:');
    expect(render('固定文字')).toBe('固定文字');
  });
});
