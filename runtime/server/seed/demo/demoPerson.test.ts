import { describe, expect, it } from 'vitest';
import { idCardExpiry } from '../../labour/credit/documentDates';
import { createRandom } from '../random';
import { addDays } from './dates';
import { demoPerson } from './demoPerson';

describe('demoPerson', () => {
  it('carries an ID card that is valid today but for a few running out around now, issued after the 16th birthday', () => {
    const today = '2026-11-26';
    const random = createRandom(7);
    const taken = { idCodes: new Set<string>(), phones: new Set<string>() };
    const people = Array.from({ length: 2000 }, () => demoPerson(random, taken, today));
    const expiries = people.map((person) => idCardExpiry(person.idValiddate));
    expect(expiries.filter((expiry) => expiry !== null && expiry < addDays(today, -15))).toEqual([]);
    const aroundNow = expiries.filter((expiry) => expiry !== null && expiry <= addDays(today, 30));
    expect(aroundNow.length).toBeGreaterThan(0);
    expect(aroundNow.length).toBeLessThan(people.length * 0.03);
    for (const person of people) expect(person.idValiddate.slice(0, 10).replace(/\./g, '-') >= addDays(person.birthday, 16 * 365)).toBe(true);
  });
});
