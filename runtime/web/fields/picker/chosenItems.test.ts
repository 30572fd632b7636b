import { describe, expect, it } from 'vitest';
import { toggleChosen } from './chosenItems';

const a = { key: 'a', label: 'A' };
const b = { key: 'b', label: 'B' };

describe('chosen items of a picker', () => {
  it('keeps only the newest ticked item in single mode', () => {
    expect(toggleChosen([a], [b], true, false)).toEqual([b]);
  });

  it('adds new items once and in order in multi mode, and removes unticked ones', () => {
    expect(toggleChosen([a], [a, b], true, true)).toEqual([a, b]);
    expect(toggleChosen([a, b], [a], false, true)).toEqual([b]);
  });
});
