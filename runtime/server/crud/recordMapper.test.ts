import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import { recordToColumns, recordsToRows } from './recordMapper';

// Only the entity matters to the mapping: a stored field, a write-only one and a detail table.
const screen = {
  entity: {
    properties: {
      empName: { type: 'string', title: '姓名' },
      projectId: { type: 'string', title: '项目' },
      password: { type: 'string', title: '密码', 'x-write-only': true },
      items: { type: 'array', title: '明细' },
    },
  },
} as unknown as ScreenFile;

describe('recordsToRows', () => {
  it('gives each record the columns of recordToColumns, then its extra columns, which win over a field of the same column', () => {
    const records = [
      { empName: '张三', projectId: 'typed', password: 'secret', items: [] },
      { empName: '', projectId: null },
    ];
    let next = 0;
    const rows = recordsToRows(screen, records, () => ({ id: `r${(next += 1)}`, project_id: 'p1' }));
    expect(rows).toEqual([
      { ...recordToColumns(screen, records[0]), id: 'r1', project_id: 'p1' },
      { ...recordToColumns(screen, records[1]), id: 'r2', project_id: 'p1' },
    ]);
    expect(rows[0]).toEqual({ emp_name: '张三', id: 'r1', project_id: 'p1' });
    expect(rows[1]).toEqual({ emp_name: null, id: 'r2', project_id: 'p1' });
  });
});
