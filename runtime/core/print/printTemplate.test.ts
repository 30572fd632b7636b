import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../screen/screen.types';
import { listOf, templateProblem } from './printTemplate';

const screen = (id: string, title: string, fields: string[]): ScreenFile =>
  ({
    id,
    title,
    entity: { type: 'object', properties: Object.fromEntries(fields.map((name) => [name, { type: 'string', title: name.toUpperCase() }])) },
  }) as unknown as ScreenFile;

const entrust = screen('pipe.entrust', '委托单', ['entrustNo', 'lineId']);
const joints = screen('pipe.weldData', '焊接数据', ['weldNo', 'welderId']);

describe('print templates', () => {
  it('reads a list separated by half- or full-width commas or line breaks, blanks dropped', () => {
    expect(listOf('entrustNo， lineId,\n ,remark')).toEqual(['entrustNo', 'lineId', 'remark']);
    expect(listOf(null)).toEqual([]);
  });

  it('takes a template whose fields and row fields all exist', () => {
    expect(templateProblem({ fields: 'entrustNo,lineId', rowFields: 'weldNo' }, entrust, joints)).toBeNull();
  });

  it('names the first unknown field, the screen and the fields it may name', () => {
    expect(templateProblem({ fields: 'entrustNo,entrustNumber' }, entrust, joints)).toBe(
      '打印字段「entrustNumber」不是委托单的字段；可用的字段：entrustNo（ENTRUSTNO）、lineId（LINEID）',
    );
    expect(templateProblem({ fields: 'entrustNo', rowFields: 'welder' }, entrust, joints)).toContain('明细字段「welder」不是焊接数据的字段');
    expect(templateProblem({ fields: '' }, entrust, joints)).toContain('打印字段不能为空');
    expect(templateProblem({ fields: 'entrustNo', rowFields: 'weldNo' }, entrust, null)).toBe('委托单没有明细表，明细字段应留空');
  });
});
