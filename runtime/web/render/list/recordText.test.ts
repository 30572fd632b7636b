import { describe, expect, it } from 'vitest';
import { recordText } from './recordText';

describe('recordText', () => {
  it('prefers the dictionary label the server sent over the stored code', () => {
    expect(recordText({ id: '1', jobClassName: 'dictCacheRefresh', jobClassName_dictText: '字典缓存刷新' }, 'jobClassName')).toBe('字典缓存刷新');
  });

  it('falls back to the stored value without a label, or with an empty one', () => {
    expect(recordText({ id: '1', titile: '停电通知' }, 'titile')).toBe('停电通知');
    expect(recordText({ id: '1', status: '1', status_dictText: '' }, 'status')).toBe('1');
    expect(recordText({ id: '1', sortNo: 3 }, 'sortNo')).toBe('3');
  });

  it('shows nothing for an empty field', () => {
    expect(recordText({ id: '1', parameter: null }, 'parameter')).toBe('');
    expect(recordText({ id: '1' }, 'parameter')).toBe('');
  });
});
