import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, formulaFields, parseFormula } from './formula';

const value = (text: string, row: Record<string, unknown> = {}) => evaluateFormula(parseFormula(text), row);

describe('row formulas', () => {
  it('multiplies before it adds, and parentheses group', () => {
    expect(value('2 + 3 * 4')).toBe(14);
    expect(value('(2 + 3) * 4')).toBe(20);
    expect(value('10 - 4 - 3')).toBe(3);
    expect(value('-2 * 3 + 1')).toBe(-5);
  });

  it('reads row fields, an empty or non-numeric field counting as 0', () => {
    const row = { workDays: 22, dayRate: '350', pieceQty: null, piecePrice: 12, deduction: '' };
    expect(value('workDays * dayRate + pieceQty * piecePrice', row)).toBe(7700);
    expect(value('workDays * dayRate - deduction', row)).toBe(7700);
    expect(value('workDays * dayRate', { workDays: 'x', dayRate: 300 })).toBe(0);
  });

  it('gives 0 for a division by zero instead of Infinity', () => {
    expect(value('payable / workDays', { payable: 900, workDays: 0 })).toBe(0);
    expect(value('payable / workDays', { payable: 900, workDays: 3 })).toBe(300);
  });

  it('lists the fields a formula reads once each', () => {
    expect(formulaFields(parseFormula('a * b + a * (c - 1.5)'))).toEqual(['a', 'b', 'c']);
  });

  it('refuses a formula that does not parse, with the position of the problem', () => {
    const position = (text: string) => {
      try {
        parseFormula(text);
      } catch (error) {
        if (error instanceof FormulaError) return error.position;
        throw error;
      }
      return -1;
    };
    expect(position('workDays * ')).toBe(10);
    expect(position('workDays ** dayRate')).toBe(10);
    expect(position('(a + b')).toBe(6);
    expect(position('a + b)')).toBe(5);
    expect(() => parseFormula('a % b')).toThrow(FormulaError);
  });
});
