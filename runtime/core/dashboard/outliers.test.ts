import { describe, expect, it } from 'vitest';
import type { Measure, WidgetRow } from './dashboard.types';
import { alertCells, outlierFlags } from './outliers';

const row = (project: string, ...values: (number | null)[]): WidgetRow => ({ dims: [project], dimTexts: [project], values });

describe('outliers of a company widget', () => {
  // Open hidden dangers of four projects: the average is 10.
  const rows = [row('一期', 4), row('二期', 9), row('三期', 11), row('四期', 16)];

  it('marks the projects above and below the average by the given factors', () => {
    const measure: Measure = { op: 'count', title: '隐患数', outlier: { above: 1.5, below: 0.5 } };
    expect(outlierFlags(measure, rows, 0)).toEqual([true, false, false, true]);
  });

  it('marks only one side when only one factor is written, and nothing without outlier', () => {
    expect(outlierFlags({ op: 'count', title: '隐患数', outlier: { above: 1.5 } }, rows, 0)).toEqual([false, false, false, true]);
    expect(outlierFlags({ op: 'count', title: '隐患数' }, rows, 0)).toEqual([false, false, false, false]);
  });

  it('never marks an empty value nor a single row, which is its own average', () => {
    const measure: Measure = { op: 'percent', of: [0, 1], title: '整改率', outlier: { below: 0.8 } };
    expect(outlierFlags(measure, [row('一期', null), row('二期', 90), row('三期', 30)], 0)).toEqual([false, false, true]);
    expect(outlierFlags(measure, [row('一期', 1)], 0)).toEqual([false]);
  });

  it('puts alert measures above 0 and outliers in the alert colour, cell by cell', () => {
    const measures: Measure[] = [
      { op: 'count', title: '未关闭', outlier: { above: 1.5 } },
      { op: 'count', title: '超期', alert: true },
    ];
    expect(alertCells(measures, [row('一期', 2, 0), row('二期', 3, 1), row('三期', 10, 0)])).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);
  });
});
