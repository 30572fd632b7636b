import { describe, expect, it } from 'vitest';
import { axisTicks, chartWindow, daysBetween, draggedSpan } from './ganttDates';
import { dependencyCycle, dependencyIds } from './ganttDependencies';

describe('gantt date math', () => {
  const span = { start: '2026-03-30', end: '2026-04-03' };

  it('moves a bar by whole days, across a month end', () => {
    expect(draggedSpan(span, 'move', 3 * 28 + 5, 28)).toEqual({ start: '2026-04-02', end: '2026-04-06' });
    expect(draggedSpan(span, 'move', -2 * 10, 10)).toEqual({ start: '2026-03-28', end: '2026-04-01' });
  });

  it('treats less than half a day as a click, not a drag', () => {
    expect(draggedSpan(span, 'move', 13, 28)).toBeNull();
    expect(draggedSpan(span, 'resize', -1, 3)).toBeNull();
  });

  it('resizes only the end and never before the start', () => {
    expect(draggedSpan(span, 'resize', 2 * 28, 28)).toEqual({ start: '2026-03-30', end: '2026-04-05' });
    expect(draggedSpan(span, 'resize', -20 * 28, 28)).toEqual({ start: '2026-03-30', end: '2026-03-30' });
  });

  it('counts days and lays out the window from a Monday, today inside', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    const window = chartWindow(['2026-04-08', '2026-05-20'], '2026-06-10');
    expect(window).toEqual({ start: '2026-03-30', end: '2026-06-24' });
    expect(axisTicks(window, 'month').map((tick) => tick.text)).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(axisTicks(window, 'week')[0]).toEqual({ day: '2026-03-30', text: '3/30' });
    expect(axisTicks({ start: '2026-03-30', end: '2026-04-01' }, 'day').map((tick) => tick.text)).toEqual(['30', '31', '4月']);
  });
});

describe('gantt dependencies', () => {
  it('reads comma-separated ids and finds a cycle back to the record', () => {
    expect(dependencyIds(' a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(dependencyIds(null)).toEqual([]);
    const graph = new Map([
      ['a', ['c']],
      ['b', ['a']],
      ['c', ['b']],
      ['d', ['a']],
    ]);
    expect(dependencyCycle('a', graph)).toEqual(['a', 'c', 'b', 'a']);
    expect(dependencyCycle('d', graph)).toBeNull();
  });
});
