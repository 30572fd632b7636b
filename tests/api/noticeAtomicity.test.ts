import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../runtime/server/crud/recordMapper';
import { newId } from '../../runtime/server/db/ids';
import { insertScreenRecords, screenOf } from '../../runtime/server/seed/screenRows';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { runJobOnce } from './runJob';

/**
 * A job saves records and tells people of them: a server killed between the two must not leave the
 * records saved and the notices owed forever (a re-run finds the records and tells nobody). The
 * kill is simulated by a trigger that fails the notice's insert, between the save and the notice.
 */
describe.each(backends())('notices commit with what they announce on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;

  const userIdOf = async (username: string) =>
    String((await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);

  /** From now on, storing a notice whose title or body contains `marker` fails, as a crash at that point would. */
  async function failNoticesAbout(marker: string): Promise<void> {
    await sql`create or replace function test_fail_notice() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash before the notice'; end $$`.execute(t.db);
    await sql
      .raw(
        `create trigger test_fail_notice before insert on sys_announcement for each row
         when (new.titile like '%${marker}%' or new.msg_content like '%${marker}%') execute function test_fail_notice()`,
      )
      .execute(t.db);
  }
  const stopFailing = () => sql`drop trigger if exists test_fail_notice on sys_announcement`.execute(t.db);

  /** The stored notices whose title or body names `marker`, with their recipients. */
  const noticesAbout = async (marker: string) =>
    (
      await sql<{ user_ids: string }>`select user_ids from sys_announcement where titile like ${`%${marker}%`} or msg_content like ${`%${marker}%`}`.execute(
        t.db,
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = { token: await t.login('admin') };
  });
  afterAll(async () => {
    await stopFailing();
    await t.close();
  });

  it('流程超期处理 stopped before its notices leaves the issue where it was; the re-run moves it and tells each person once', async () => {
    const marker = `${backend}-超期原子`;
    const projectId = await t.departId(PROJECT_NAMES[0]);
    const [rectifier, initiator] = [await userIdOf('lisi'), await userIdOf('zhangwei')];
    const id = newId();
    const fields: ApiRecord = {
      areaName: marker,
      safetyDescribe: '临边防护缺失',
      problemGrade: '1',
      safetyDeadline: '2026-01-05',
      rectifyId: rectifier,
      initiatorId: initiator,
      status: '1',
    };
    await insertScreenRecords(t.db, screenOf(t.app.screens, 'safety.inspection'), [{ id, fields, createTime: '2026-01-02 09:00:00', projectId }]);
    const status = async () => String((await t.db.selectFrom('saf_inspection').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status);

    await failNoticesAbout(marker);
    const crashed = await runJobOnce(t, admin, 'smartsite.job.FlowOverdueJob');
    expect(crashed.result).toBe('fail');
    // Neither the move nor its notice: not a moved issue whose people were never told.
    expect(await status()).toBe('1');
    expect(await noticesAbout(marker)).toEqual([]);

    await stopFailing();
    const rerun = await runJobOnce(t, admin, 'smartsite.job.FlowOverdueJob');
    expect(rerun.result, rerun.message).toBe('success');
    expect(await status()).toBe('5');
    const told = await noticesAbout(marker);
    expect(told).toHaveLength(1);
    expect(told[0].user_ids.split(',').sort()).toEqual([rectifier, initiator].sort());

    await runJobOnce(t, admin, 'smartsite.job.FlowOverdueJob');
    expect(await noticesAbout(marker)).toHaveLength(1);
  });

  it('物资风险预警 stopped before its notices stores no warning; the re-run raises it and tells once', async () => {
    const marker = `ATOM${backend.toUpperCase()}`;
    const projectId = await t.departId(PROJECT_NAMES[2]);
    const insert = (screenId: string, fields: ApiRecord) =>
      insertScreenRecords(t.db, screenOf(t.app.screens, screenId), [{ id: newId(), fields, createTime: '2026-01-05 09:00:00', projectId }]);
    const warehouseId = newId();
    await insertScreenRecords(t.db, screenOf(t.app.screens, 'material.warehouse'), [
      {
        id: warehouseId,
        fields: { warehouseCode: `${marker}-WH`, warehouseName: '原子测试库', warehouseType: '1', status: '1' },
        createTime: '2026-01-05 09:00:00',
        projectId,
      },
    ]);
    await insert('project.material', { materialCode: marker, materialName: '原子测试钢筋', unit: 't', category: '01', safetyStock: 100, enabled: '1' });
    await insert('material.inventory', { warehouseId, materialCode: marker, materialName: '原子测试钢筋', unit: 't', batchNo: '', qty: 10, amount: 38500 });
    const warnings = async () =>
      (await sql<{ id: string }>`select id from mat_risk_warning where project_id = ${projectId} and detail like ${`%${marker}%`}`.execute(t.db)).rows;

    await failNoticesAbout(marker);
    expect((await runJobOnce(t, admin, 'smartsite.job.MaterialRiskJob')).result).toBe('fail');
    expect(await warnings()).toEqual([]);
    expect(await noticesAbout(marker)).toEqual([]);

    await stopFailing();
    const rerun = await runJobOnce(t, admin, 'smartsite.job.MaterialRiskJob');
    expect(rerun.result, rerun.message).toBe('success');
    expect(await warnings()).toHaveLength(1);
    const told = await noticesAbout(marker);
    expect(told).toHaveLength(1);
    expect(told[0].user_ids).not.toBe('');

    await runJobOnce(t, admin, 'smartsite.job.MaterialRiskJob');
    expect(await warnings()).toHaveLength(1);
    expect(await noticesAbout(marker)).toHaveLength(1);
  });
});
