import { describe, expect, it } from 'vitest';
import { isStored, nextVersionNo, versionColumns, versionRowsOf } from './versionRows';

describe('file version rows', () => {
  it('numbers the next version after the last one', () => {
    expect(nextVersionNo(undefined)).toBe('A');
    expect(nextVersionNo('A')).toBe('B');
    expect(nextVersionNo('c')).toBe('d');
    expect(nextVersionNo('2')).toBe('3');
    expect(nextVersionNo('V1.9')).toBe('V1.10');
    expect(nextVersionNo('Z')).toBe('Z-1');
  });

  it('takes the columns the props name and the declared ones for the rest', () => {
    expect(versionColumns({ fileField: 'drawingFile', noteField: '' })).toEqual({
      versionField: 'versionNo',
      fileField: 'drawingFile',
      uploaderField: 'uploader',
      timeField: 'uploadTime',
      noteField: 'note',
    });
  });

  it('reads rows from any value and tells stored rows from new ones', () => {
    expect(versionRowsOf(undefined)).toEqual([]);
    expect(versionRowsOf([{ id: 'a' }, null, 'x'])).toEqual([{ id: 'a' }]);
    expect(isStored({ id: 'a' })).toBe(true);
    expect(isStored({ versionNo: 'B' })).toBe(false);
  });
});
