import { describe, expect, it } from 'vitest';
import type { ScreenFile } from './screen.types';
import { bandValue, withBandFields } from './bandFields';

const grades = { from: 'score', bands: [{ min: 90, value: 'A' }, { min: 75, value: 'B' }, { min: 60, value: 'C' }, { value: 'D' }] };

describe('x-bands', () => {
  it('takes the first band whose lower bound the number reaches', () => {
    expect(bandValue(grades, { score: 90 })).toBe('A');
    expect(bandValue(grades, { score: '89.5' })).toBe('B');
    expect(bandValue(grades, { score: 60 })).toBe('C');
    expect(bandValue(grades, { score: 0 })).toBe('D');
  });

  it('leaves the value empty while the number is empty', () => {
    expect(bandValue(grades, { score: '' })).toBeNull();
    expect(bandValue(grades, {})).toBeNull();
  });

  it('reads a named bound from the row, else from the master record', () => {
    const passed = { from: 'score', bands: [{ min: 'passScore', value: '1' }, { value: '0' }] };
    expect(bandValue(passed, { score: 70 }, { passScore: 80 })).toBe('0');
    expect(bandValue(passed, { score: 80 }, { passScore: 80 })).toBe('1');
    expect(bandValue(passed, { score: 70, passScore: 60 }, { passScore: 80 })).toBe('1');
    expect(bandValue(passed, { score: 70 }, {})).toBeNull();
  });

  it('fills banded header fields and detail columns whatever the client sent', () => {
    const screen = {
      entity: {
        type: 'object',
        properties: {
          passScore: { type: 'integer', title: '合格分数' },
          attendees: {
            type: 'array',
            title: '参训人员',
            items: {
              type: 'object',
              properties: {
                score: { type: 'number', title: '成绩' },
                passed: { type: 'string', title: '合格', 'x-bands': { from: 'score', bands: [{ min: 'passScore', value: '1' }, { value: '0' }] } },
              },
            },
          },
        },
      },
    } as unknown as ScreenFile;
    const record = withBandFields(screen, { passScore: 60, attendees: [{ score: 59, passed: '1' }, { score: 95 }] });
    expect(record.attendees).toEqual([
      { score: 59, passed: '0' },
      { score: 95, passed: '1' },
    ]);
  });
});
