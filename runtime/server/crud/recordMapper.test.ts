import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import userJson from '../../../schemas/system/user.json';
import workerJson from '../../../schemas/labour/worker.json';
import { rowToRecord } from './recordMapper';

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
