import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { buildPipe } from './pipe';

const TODAY = '2026-11-27';
const site = { projectId: 'p1', code: 'NB', developerId: 'd1', contractorId: 'c1', inspector: { id: 'u1', realname: '钱磊' }, today: TODAY };

describe('the demo 管道焊接 of one project', () => {
  const seed = buildPipe(createRandom(7), site);
  const field = (record: { fields: Record<string, unknown> }, name: string) => String(record.fields[name]);

  it('has joints welded today and in the last days, with machine readings, waiting for the next 委托单', () => {
    const recent = seed.welds.filter((weld) => field(weld, 'weldDate') >= '2026-11-24');
    expect(recent.some((weld) => field(weld, 'weldDate') === TODAY)).toBe(true);
    for (const weld of recent) {
      expect(weld.fields).toMatchObject({ status: '0', kind: '1' });
      expect(weld.fields.machineId).toBeTruthy();
      expect(Number(weld.fields.maxCurrent)).toBeGreaterThan(0);
    }
  });

  it('dates nothing after today and numbers every line’s joints once', () => {
    expect(seed.welds.filter((weld) => field(weld, 'weldDate') > TODAY)).toEqual([]);
    expect(seed.entrusts.filter((entrust) => field(entrust, 'entrustDate') > TODAY)).toEqual([]);
    for (const line of seed.lines) {
      const numbers = seed.welds.filter((weld) => weld.fields.lineId === line.id).map((weld) => field(weld, 'weldNo'));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });

  it('has a few joints welded above the machines’ voltage limit, for 焊机报表 to flag', () => {
    const limit = Math.min(...seed.devices.map((device) => Number(device.fields.voltageMax)));
    const over = seed.welds.filter((weld) => Number(weld.fields.maxVoltage) > limit);
    expect(over.length).toBeGreaterThanOrEqual(4);
    expect(over.length).toBeLessThan(seed.welds.length / 10);
  });
});
