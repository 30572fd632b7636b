import { describe, expect, it } from 'vitest';
import { exportParams } from './exportParams';

describe('exportParams', () => {
  it('exports the selected rows when there are any', () => {
    expect(exportParams({ pageNo: 2, jobName: '002' }, ['a', 'b'])).toEqual({ selections: 'a,b' });
  });
  it('exports the current query without paging otherwise', () => {
    expect(exportParams({ pageNo: 2, pageSize: 10, jobName: '002', column: 'createTime', order: 'desc' }, [])).toEqual({
      jobName: '002',
      column: 'createTime',
      order: 'desc',
    });
  });
});
