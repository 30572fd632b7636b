import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiringStorage, SEVEN_DAYS_MS } from './expiringStorage';

const value = (token: string) => ({ state: { token }, version: 0 });

describe('expiringStorage', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('returns what was stored until seven days after the first write', () => {
    vi.useFakeTimers();
    const storage = expiringStorage<{ token: string }>();
    storage.setItem('s', value('a'));
    vi.advanceTimersByTime(SEVEN_DAYS_MS - 1000);
    storage.setItem('s', value('b'));
    expect(storage.getItem('s')).toEqual(value('b'));
    vi.advanceTimersByTime(1000);
    expect(storage.getItem('s')).toBeNull();
    expect(window.localStorage.getItem('s')).toBeNull();
  });

  it('starts a new lifetime after the entry was removed', () => {
    vi.useFakeTimers();
    const storage = expiringStorage<{ token: string }>();
    storage.setItem('s', value('a'));
    vi.advanceTimersByTime(SEVEN_DAYS_MS - 1000);
    storage.removeItem('s');
    storage.setItem('s', value('b'));
    vi.advanceTimersByTime(5000);
    expect(storage.getItem('s')).toEqual(value('b'));
  });

  it('ignores an unreadable entry', () => {
    window.localStorage.setItem('s', '{not json');
    expect(expiringStorage().getItem('s')).toBeNull();
  });
});
