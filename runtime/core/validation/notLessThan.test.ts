import { describe, expect, it } from 'vitest';
import wpqFile from '../../../schemas/technology/wpq.json';
import type { ScreenFile } from '../screen/screen.types';
import { validateRecord, validateScreenField } from './recordValidator';

const wpq = wpqFile as ScreenFile;
const base = { wpqNo: 'PQR-01', process: 'GTAW', baseMaterial: '20#', position: '6G', qualifiedDate: '2026-03-01' };

describe('x-not-less-than', () => {
  it('refuses an upper bound below the lower one, and nothing else', () => {
    expect(validateRecord(wpq, { ...base, thicknessMin: 12, thicknessMax: 3 })).toEqual([
      { field: 'thicknessMax', message: '厚度上限（mm）不能小于厚度下限（mm）' },
    ]);
    expect(validateRecord(wpq, { ...base, thicknessMin: 3, thicknessMax: 3 })).toEqual([]);
    expect(validateRecord(wpq, { ...base, thicknessMin: 3, thicknessMax: 12 })).toEqual([]);
  });
  it('leaves an empty bound to the required check', () => {
    expect(validateRecord(wpq, { ...base, thicknessMax: 3 })).toEqual([{ field: 'thicknessMin', message: '请输入厚度下限（mm）!' }]);
  });
  it('checks the field against the form values as the browser does', () => {
    expect(validateScreenField(wpq, 'thicknessMax', 2, { thicknessMin: 8 })).toBe('厚度上限（mm）不能小于厚度下限（mm）');
    expect(validateScreenField(wpq, 'thicknessMax', 20, { thicknessMin: 8 })).toBeNull();
  });
});
