import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRUD_MESSAGES } from '../../runtime/server/crud/crudMessages';
import { BAD_BODY_MESSAGE } from '../../runtime/server/crud/writeBody';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type Answer, type CallOptions, type TestApp } from './harness';
import { until } from './poll';

type Worker = Record<string, unknown> & { id: string; version: number };
type Plan = Record<string, unknown> & { id: string; version: number; items: (Record<string, unknown> & { materialName: string })[] };

const STALE = { success: false, code: 409, message: CRUD_MESSAGES.stale };

describe.each(backends())('optimistic concurrency of edits on %s', (backend) => {
  let t: TestApp;
  let manager: CallOptions;
  let serial = 0;

  const edit = <T = Worker>(api: string, body: object): Promise<Answer<T>> => t.request<T>('PUT', `/api${api}/edit`, { ...manager, body });
  const read = async <T = Worker>(api: string, id: string): Promise<T> => (await t.get<T>(`/api${api}/queryById`, { ...manager, query: { id } })).body.result;

  /** A worker of this test's own (a fresh id number each time: it is unique per project). */
  async function addWorker(): Promise<Worker> {
    serial += 1;
    const added = await t.post<Worker>(
      '/api/labour/worker/add',
      {
        empName: '并发测试',
        idCode: `33020319900101${String(serial).padStart(4, '0')}`,
        empPhon: '13800000000',
        jobName: '001',
        remark: '原备注',
      },
      manager,
    );
    expect(added.body).toMatchObject({ success: true });
    return read(`/labour/worker`, added.body.result.id);
  }

  /** Runs `during` while another connection holds the row updated by `change`, uncommitted; commits afterwards. */
  async function whileRowLocked<T>(id: string, change: Record<string, unknown>, during: () => Promise<T>): Promise<Promise<T>> {
    let pending!: Promise<T>;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('lab_worker').set(change).where('id', '=', id).execute();
      pending = during();
      // The request has read the row and now waits for the lock in its UPDATE.
      await until(
        async () =>
          Number(
            (await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db))
              .rows[0].n,
          ),
        (waiting) => waiting > 0,
      );
    });
    return pending;
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    manager = { token: await t.login('zhangwei'), projectId: await t.departId(PROJECT_NAMES[0]) };
  });
  afterAll(() => t.close());

  it('shows the version in the list and queryById; an edit answers the next one', async () => {
    const worker = await addWorker();
    expect(worker.version).toBe(0);
    const list = await t.get<{ records: Worker[] }>('/api/labour/worker/list', { ...manager, query: { idCode: String(worker.idCode) } });
    expect(list.body.result.records).toEqual([expect.objectContaining({ id: worker.id, version: 0 })]);
    const saved = await edit('/labour/worker', { ...worker, empName: '新名字' });
    expect(saved.body).toMatchObject({ success: true, message: CRUD_MESSAGES.edited, result: { version: 1, empName: '新名字' } });
    expect(await read('/labour/worker', worker.id)).toMatchObject({ version: 1, empName: '新名字' });
  });

  it('refuses the second of two edits made from one version and keeps the first', async () => {
    const worker = await addWorker();
    const first = await edit('/labour/worker', { ...worker, empName: '第一人' });
    expect(first.body).toMatchObject({ success: true });
    const second = await edit('/labour/worker', { ...worker, empName: '第二人', remark: '第二人的备注' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject(STALE);
    expect(await read('/labour/worker', worker.id)).toMatchObject({ empName: '第一人', remark: '原备注', version: 1 });
  });

  it('saves exactly one of 30 parallel edits made from one version', async () => {
    const worker = await addWorker();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => edit('/labour/worker', { ...worker, empName: `并发${i}` })));
    const saved = answers.filter((answer) => answer.body.success);
    expect(saved).toHaveLength(1);
    for (const answer of answers.filter((candidate) => !candidate.body.success)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject(STALE);
    }
    expect(await read('/labour/worker', worker.id)).toMatchObject({ empName: saved[0].body.result.empName, version: 1 });
  });

  it('changes only the fields an edit sends; a null clears one', async () => {
    const worker = await addWorker();
    const saved = await edit('/labour/worker', { id: worker.id, version: worker.version, empPhon: '13911112222', remark: null });
    expect(saved.body).toMatchObject({ success: true });
    expect(await read('/labour/worker', worker.id)).toMatchObject({
      empName: '并发测试',
      idCode: worker.idCode,
      jobName: '001',
      empPhon: '13911112222',
      remark: null,
      version: 1,
    });
  });

  it('saves an edit without a version (an API client changing one field) and still counts it', async () => {
    const worker = await addWorker();
    const saved = await edit('/labour/worker', { id: worker.id, remark: '接口修改' });
    expect(saved.body).toMatchObject({ success: true, result: { remark: '接口修改', empName: '并发测试', version: 1 } });
    const stale = await edit('/labour/worker', { ...worker, empName: '旧表单' });
    expect(stale.body).toMatchObject(STALE);
  });

  it('refuses a version that is no count, changing nothing', async () => {
    const worker = await addWorker();
    for (const version of ['abc', -1, 1.5, true]) {
      const answer = await edit('/labour/worker', { ...worker, version, empName: '坏版本' });
      expect(answer.body).toMatchObject({ success: false, message: BAD_BODY_MESSAGE });
    }
    expect(await read('/labour/worker', worker.id)).toMatchObject({ empName: '并发测试', version: 0 });
  });

  it.skipIf(backend === 'pglite')('keeps a field that a concurrent save changed after the edit read the row', async () => {
    const worker = await addWorker();
    const pending = await whileRowLocked(worker.id, { emp_phon: '13700000000' }, () => edit('/labour/worker', { id: worker.id, remark: '同时修改' }));
    expect((await pending).body).toMatchObject({ success: true });
    expect(await read('/labour/worker', worker.id)).toMatchObject({ empPhon: '13700000000', remark: '同时修改' });
  });

  it.skipIf(backend === 'pglite')('refuses an edit whose version a concurrent save overtook after the edit read the row', async () => {
    const worker = await addWorker();
    const pending = await whileRowLocked(worker.id, { emp_name: '先保存的人', version: worker.version + 1 }, () =>
      edit('/labour/worker', { ...worker, empName: '后保存的人' }),
    );
    const answer = await pending;
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject(STALE);
    expect(await read('/labour/worker', worker.id)).toMatchObject({ empName: '先保存的人', version: worker.version + 1 });
  });

  it('guards a material plan and its detail rows with the plan version', async () => {
    const item = (materialName: string, planQty: number) => ({ materialCode: `M${planQty}`, materialName, unit: 't', planQty, unitPrice: 10 });
    const added = await t.post<Plan>(
      '/api/materialmgmt/plan/add',
      { planNo: 'CC001', planName: '并发计划', planType: 'month', planDate: '2025-05-01', items: [item('钢筋', 1)] },
      manager,
    );
    expect(added.body).toMatchObject({ success: true });
    // The flow actions are the server's, for display: a save never sends them back.
    const { flowActions: _actions, ...plan } = await read<Plan & { flowActions?: string[] }>('/materialmgmt/plan', added.body.result.id);
    expect(plan.version).toBe(0);

    const first = await edit<Plan>('/materialmgmt/plan', { ...plan, items: [...plan.items, item('水泥', 2)] });
    expect(first.body).toMatchObject({ success: true, result: { version: 1 } });
    const second = await edit<Plan>('/materialmgmt/plan', { ...plan, planName: '旧计划', items: [item('砂石', 3)] });
    expect(second.body).toMatchObject(STALE);
    const stored = await read<Plan>('/materialmgmt/plan', plan.id);
    expect(stored).toMatchObject({ planName: '并发计划', version: 1 });
    expect(stored.items.map((row) => row.materialName)).toEqual(['钢筋', '水泥']);

    // A change of the rows alone counts as a change of the plan.
    const rowsOnly = await edit<Plan>('/materialmgmt/plan', { id: plan.id, version: 1, items: [stored.items[1]] });
    expect(rowsOnly.body).toMatchObject({ success: true, result: { version: 2, planName: '并发计划' } });
    expect(await edit<Plan>('/materialmgmt/plan', { id: plan.id, version: 1, items: [] })).toMatchObject({ status: 409 });
    expect((await read<Plan>('/materialmgmt/plan', plan.id)).items.map((row) => row.materialName)).toEqual(['水泥']);
  });
});
