import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../runtime/server/labour/credit/documentDates';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { issueSimulatorKeys } from '../../tools/simulate/deviceKeys';
import { SimulatedGate, simulatorSettings } from '../../tools/simulate/gateSimulator';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

describe.each(backends())('the gate simulator (npm run simulate) on %s', (backend) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 300_000);
  afterAll(() => t?.close());

  /** The passes stored for a day, as `ID card time direction`, sorted. */
  async function storedOn(day: string): Promise<string[]> {
    const rows = await sql<{ id_code: string; passed: string; direction: string }>`select w.id_code, cast(a.passed_time as text) as passed, a.direction
      from lab_attendance a join lab_worker w on w.id = a.worker_id
      where a.passed_time >= ${day}::date and a.passed_time < ${addDays(day, 1)}::date`.execute(t.db);
    return rows.rows.map((row) => `${row.id_code} ${row.passed.slice(0, 19)} ${row.direction}`).sort();
  }

  it('signs in as the 劳务员, issues itself a key and posts each roster worker’s planned day through the ingestion API, every pass once', async () => {
    const keys = await issueSimulatorKeys(baseUrl, 'lisi', TEST_ADMIN_PASSWORD);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^gk_/);
    // A Wednesday long before the demo's three months of passes: all the gate sends for it is new.
    const before = addDays(currentTimestamp().slice(0, 10), -200);
    const day = addDays(before, (3 - new Date(`${before}T12:00:00Z`).getUTCDay() + 7) % 7);
    const evening = new Date(`${day}T23:59:00`);
    const lines: string[] = [];
    const gate = new SimulatedGate(simulatorSettings({ baseUrl, keys, log: (line) => lines.push(line) }), keys[0]);
    expect(await storedOn(day)).toEqual([]);
    await gate.tick(evening);
    const planned = gate.planned.map((pass) => `${pass.idCode} ${pass.time} ${pass.direction}`).sort();
    expect(planned.length).toBeGreaterThan(0);
    expect(await storedOn(day)).toEqual(planned);
    expect(lines.at(-1)).toContain(`新增${planned.length}条，重复0条，拒收0条`);

    // A restarted gate sends the whole day again: the API keeps nothing twice.
    const restarted = new SimulatedGate(simulatorSettings({ baseUrl, keys, log: (line) => lines.push(line) }), keys[0]);
    await restarted.tick(evening);
    expect(lines.at(-1)).toContain(`新增0条，重复${planned.length}条`);
    expect(await storedOn(day)).toEqual(planned);
  });
});
