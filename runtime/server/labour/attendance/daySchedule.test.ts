import { describe, expect, it } from 'vitest';
import { plannedPasses, type SiteHours } from './daySchedule';

const HOURS: SiteHours = { workStart: '07:00:00', workEnd: '17:00:00', restDays: [7] };
const people = Array.from({ length: 400 }, (_, index) => `3203821990010${String(index).padStart(4, '0')}X`);

describe('a planned day at the gate', () => {
  it('is the same for the same worker and day (the seed and the simulator agree)', () => {
    expect(plannedPasses(people[0], '2026-11-24', HOURS)).toEqual(plannedPasses(people[0], '2026-11-24', HOURS));
  });

  it('starts with an entry, alternates directions and keeps time order', () => {
    for (const person of people) {
      const passes = plannedPasses(person, '2026-11-24', HOURS);
      if (passes.length === 0) continue;
      expect(passes[0].direction).toBe('in');
      passes.forEach((pass, index) => {
        if (index > 0) {
          expect(pass.direction).not.toBe(passes[index - 1].direction);
          expect(pass.time > passes[index - 1].time).toBe(true);
        }
      });
    }
  });

  it('brings most workers on a workday, around the start time, and fewer on a rest day', () => {
    const monday = people.map((person) => plannedPasses(person, '2026-11-23', HOURS));
    const sunday = people.map((person) => plannedPasses(person, '2026-11-22', HOURS));
    const came = (days: typeof monday) => days.filter((passes) => passes.length > 0).length / people.length;
    expect(came(monday)).toBeGreaterThan(0.95);
    expect(came(sunday)).toBeLessThan(0.45);
    const onTime = monday.filter((passes) => passes.length > 0 && passes[0].time <= '2026-11-23 07:10:00').length / people.length;
    expect(onTime).toBeGreaterThan(0.9);
  });
});
