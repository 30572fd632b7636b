import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import userJson from '../../../schemas/system/user.json';
import workerJson from '../../../schemas/labour/worker.json';
import { recordToColumns, recordsToRows, rowToRecord } from './recordMapper';

const worker = workerJson as unknown as ScreenFile;
const user = userJson as unknown as ScreenFile;

describe('rowToRecord', () => {
  it('shows stored fields and audit fields by field name, missing columns as null', () => {
    const record = rowToRecord(worker, { id: 'w1', emp_name: '张三', start_time: '2024-01-01', create_time: 't', version: 2 });
    expect(record).toMatchObject({ id: 'w1', empName: '张三', startTime: '2024-01-01', createTime: 't', version: 2, jobName: null, updateBy: null });
  });

  it('never shows tenant, project or write-only columns', () => {
    const record = rowToRecord(user, { id: 'u1', username: 'a', password: 'hash', salt: 's', tenant_id: '7', project_id: 'p' });
    expect(record).toMatchObject({ id: 'u1', username: 'a' });
    for (const hidden of ['password', 'salt', 'tenantId', 'tenant_id', 'projectId', 'project_id']) expect(record).not.toHaveProperty(hidden);
  });

  it('maps each screen through its own columns when screens alternate', () => {
    rowToRecord(user, { id: 'u1' });
    expect(Object.keys(rowToRecord(worker, { id: 'w1' }))).toContain('empName');
    expect(Object.keys(rowToRecord(user, { id: 'u1' }))).not.toContain('empName');
  });
});

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
