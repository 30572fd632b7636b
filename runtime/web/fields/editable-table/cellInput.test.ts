import { describe, expect, it } from 'vitest';
import { acceptNumberTyping, formatTagInput, numberOnBlur, wrapSearchValue } from './cellInput';

describe('cell input rules (widgets-spec §5.3)', () => {
  it('number typing accepts an optional minus, digits and one point, else keeps the previous text', () => {
    expect(acceptNumberTyping('', '-')).toBe('-');
    expect(acceptNumberTyping('-1', '-12.')).toBe('-12.');
    expect(acceptNumberTyping('12.5', '12.5.')).toBe('12.5');
    expect(acceptNumberTyping('12', '12a')).toBe('12');
    expect(acceptNumberTyping('12', '1-2')).toBe('12');
  });

  it('number blur parses a match and empties anything else', () => {
    expect(numberOnBlur('12.50')).toBe(12.5);
    expect(numberOnBlur('-3')).toBe(-3);
    expect(numberOnBlur('12.')).toBeNull();
    expect(numberOnBlur('-')).toBeNull();
  });

  it('tag input removes semicolons and puts one after every 2 characters', () => {
    expect(formatTagInput('abcdef')).toBe('ab;cd;ef');
    expect(formatTagInput('ab;cd;e')).toBe('ab;cd;e');
    expect(formatTagInput('a;b;c')).toBe('ab;c');
  });

  it('search operators wrap the value', () => {
    expect(wrapSearchValue('钢', 'like')).toBe('*钢*');
    expect(wrapSearchValue('钢', 'ne')).toBe('!钢');
    expect(wrapSearchValue('5', 'ge')).toBe('>=5');
    expect(wrapSearchValue('5', 'le')).toBe('<=5');
    expect(wrapSearchValue('', 'like')).toBe('');
  });
});
