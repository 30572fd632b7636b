import { describe, expect, it } from 'vitest';
import { buildCronValue, buildPart, changePart, cronBounds, DEFAULT_PARTS, parseCronParts, parsePart } from './cron.utils';

const now = new Date(2026, 0, 1);

describe('parseCronParts and buildCronValue', () => {
  it('default to * * * * * ? *', () => {
    expect(buildCronValue(parseCronParts(''))).toBe('* * * * * ? *');
  });

  it('assign positions in order, skipping hidden second and year', () => {
    expect(parseCronParts('0 12 * * ?', true)).toMatchObject({ second: '*', minute: '0', hour: '12', day: '*', month: '*', week: '?', year: '*' });
    expect(buildCronValue(parseCronParts('0 0 12 * * ? 2030'), false, true)).toBe('0 0 12 * * ?');
    expect(buildCronValue(parseCronParts('0 0 12 * * ? 2030'), true)).toBe('0 12 * * ?');
  });
});

describe('parsePart and buildPart', () => {
  it.each([
    ['second', '*', 'every'],
    ['second', '5-10', 'range'],
    ['minute', '0/15', 'loop'],
    ['hour', '1,3,5', 'specify'],
    ['day', '?', 'unset'],
    ['day', '15W', 'workDay'],
    ['day', 'L', 'last'],
    ['week', '6L', 'lastWeekday'],
    ['week', '2#3', 'nth'],
    ['week', 'MON-FRI', 'range'],
    ['day', 'nonsense', 'every'],
  ] as const)('reads %s %s as %s', (field, text, type) => {
    expect(parsePart(field, text, now).type).toBe(type);
  });

  it('writes back what it read', () => {
    for (const [field, text] of [
      ['second', '5-10'],
      ['minute', '0/15'],
      ['hour', '1,3,5'],
      ['day', '15W'],
      ['day', 'L'],
      ['week', '6L'],
      ['week', '2#3'],
      ['week', '?'],
    ] as const) {
      expect(buildPart(parsePart(field, text, now))).toBe(text);
    }
    expect(buildPart(parsePart('week', 'MON-FRI', now))).toBe('2-6');
    expect(buildPart(parsePart('minute', '*/5', now))).toBe('0/5');
  });

  it('uses the spec defaults for ranges and loops', () => {
    expect(buildPart({ ...parsePart('second', '*', now), type: 'range' })).toBe('0-59');
    expect(buildPart({ ...parsePart('second', '*', now), type: 'loop' })).toBe('0/1');
  });
});

describe('changePart', () => {
  it('setting the minute turns a * second into 0', () => {
    expect(buildCronValue(changePart(DEFAULT_PARTS, 'minute', '30'))).toBe('0 30 * * * ? *');
  });

  it('setting the hour turns a * minute into 0, and that a * second into 0', () => {
    expect(buildCronValue(changePart(DEFAULT_PARTS, 'hour', '8'))).toBe('0 0 8 * * ? *');
  });

  it('setting the day makes the week ? and a * hour 0', () => {
    expect(buildCronValue(changePart({ ...DEFAULT_PARTS, week: '2', day: '?' }, 'day', 'L'))).toBe('0 0 0 L * ? *');
  });

  it('setting the week makes the day ? and a * hour 0', () => {
    expect(buildCronValue(changePart({ ...DEFAULT_PARTS, second: '0', minute: '0' }, 'week', '2#1'))).toBe('0 0 0 ? * 2#1 *');
  });

  it('setting the day to ? changes nothing else', () => {
    expect(changePart(DEFAULT_PARTS, 'day', '?')).toEqual({ ...DEFAULT_PARTS, day: '?' });
  });

  it('changing the month fills in the * of day or week', () => {
    expect(changePart({ ...DEFAULT_PARTS, day: '?', week: '*' }, 'month', '3')).toMatchObject({ day: '?', week: '1' });
    expect(changePart({ ...DEFAULT_PARTS, day: '*', week: '?' }, 'month', '3')).toMatchObject({ day: '1', week: '?' });
  });

  it('setting the year turns a * month into 1', () => {
    expect(changePart(DEFAULT_PARTS, 'year', '2030')).toMatchObject({ month: '1' });
  });
});

describe('cronBounds', () => {
  it('follow widgets-spec §5.4', () => {
    expect(cronBounds('second', now)).toEqual({ min: 0, max: 59, maxInterval: 59 });
    expect(cronBounds('hour', now)).toMatchObject({ min: 0, max: 23 });
    expect(cronBounds('day', now)).toMatchObject({ min: 1, max: 31, maxInterval: 31 });
    expect(cronBounds('week', now)).toMatchObject({ min: 1, max: 7, maxInterval: 7 });
    expect(cronBounds('month', now)).toMatchObject({ min: 1, max: 12 });
    expect(cronBounds('year', now)).toEqual({ min: 2026, max: 2126, maxInterval: 99 });
  });
});
