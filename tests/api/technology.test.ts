import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type Answer, type CallOptions, type TestApp } from './harness';

type Row = Record<string, unknown> & { id: string; status: string; flowActions: string[] };
type Version = { id: string; versionNo: string; file: string; uploader: string; uploadTime: string; note: string };
type Drawing = Row & { versions: Version[] };
interface Page<T> {
  records: T[];
  total: number;
}
interface Notice {
  titile: string;
}

describe.each(backends())('技术管理 on %s', (backend) => {
  let t: TestApp;
  /** 何欣 (技术员) compiles, 高明 (技术负责人) reviews, 张伟 (项目经理) approves, 周杰 (施工员) discloses. */
  const as = {} as Record<'technician' | 'lead' | 'manager' | 'foreman', CallOptions>;
  const ids = {} as Record<'technician' | 'lead' | 'manager' | 'foreman', string>;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    for (const [who, username] of [
      ['technician', 'hexin'],
      ['lead', 'gaoming'],
      ['manager', 'zhangwei'],
      ['foreman', 'zhoujie'],
    ] as const) {
      as[who] = { token: await t.login(username), projectId };
      ids[who] = String((await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
    }
  });
  afterAll(() => t.close());

  const list = async <T>(api: string, caller: CallOptions, query: Record<string, string> = {}) =>
    (await t.get<Page<T>>(`/api/technology/${api}/list`, { ...caller, query: { pageSize: '100', ...query } })).body.result;
  const read = async <T>(api: string, id: string, caller: CallOptions = as.technician) =>
    (await t.get<T>(`/api/technology/${api}/queryById`, { ...caller, query: { id } })).body.result;
  const act = (api: string, who: CallOptions, id: string, action: string, extra: Record<string, unknown> = {}) =>
    t.post<Row>(`/api/technology/${api}/flow/transition`, { id, action, ...extra }, who);
  const history = async (api: string, id: string) =>
    (await t.get<{ action: string; toState: string }[]>(`/api/technology/${api}/flow/history`, { ...as.technician, query: { id } })).body.result;
  const noticesOf = async (caller: CallOptions) =>
    (await t.get<{ sysMsgList: Notice[] }>('/api/sys/annountCement/listByUser', { token: caller.token })).body.result.sysMsgList;

  /** Expects a refusal with HTTP `status` and exactly `message`, the record's state and history unchanged. */
  async function expectRefused(api: string, answer: Promise<Answer<unknown>>, status: number, message: string, id: string): Promise<void> {
    const before = [(await read<Row>(api, id)).status, (await history(api, id)).length];
    const { status: actual, body } = await answer;
    expect({ status: actual, success: body.success, message: body.message }).toEqual({ status, success: false, message });
    expect([(await read<Row>(api, id)).status, (await history(api, id)).length]).toEqual(before);
  }

  it('seeds every technology screen of a demo project: drawings with 2–3 versions, changes and visas in every state with history', async () => {
    const drawings = await list<Row>('drawing', as.technician);
    expect(drawings.total).toBeGreaterThanOrEqual(6);
    const counts = await Promise.all(drawings.records.map(async (drawing) => (await read<Drawing>('drawing', drawing.id)).versions.length));
    expect(counts.every((count) => count >= 2 && count <= 3)).toBe(true);
    const states = async (api: string) => new Set((await list<Row>(api, as.technician)).records.map((row) => row.status));
    expect([...(await states('change'))].sort()).toEqual(['1', '2', '3', '4', '5']);
    expect([...(await states('visa'))].sort()).toEqual(['1', '2', '3', '4', '5']);
    expect([...(await states('disclosure'))].sort()).toEqual(['1', '2', '3', '4']);
    for (const api of ['wpq', 'filing']) expect((await list<Row>(api, as.technician)).total, api).toBeGreaterThan(0);
    const approved = (await list<Row>('change', as.technician, { status: '4' })).records[0];
    expect((await history('change', approved.id)).map((step) => step.action)).toEqual(['create', 'submit', 'review', 'approve']);
    const confirmed = (await list<Row & { amount: number; quantity: number; unitPrice: number }>('visa', as.technician, { status: '4' })).records[0];
    expect(Number(confirmed.amount)).toBeCloseTo(Number(confirmed.quantity) * Number(confirmed.unitPrice), 2);
  });

  describe('图纸管理: versions are only ever added', () => {
    let drawing: Drawing;

    it('keeps every earlier version when a new one is uploaded', async () => {
      const added = await t.post<{ id: string }>(
        '/api/technology/drawing/add',
        {
          drawingNo: 'API-GD-901',
          drawingName: '测试管道平面图',
          discipline: '6',
          versions: [{ versionNo: 'A', file: 'demo/technology/drawing-1-A.pdf', uploader: '何欣', uploadTime: '2026-01-05', note: '首版' }],
        },
        as.technician,
      );
      expect(added.body, added.body.message).toMatchObject({ success: true });
      drawing = await read<Drawing>('drawing', added.body.result.id);
      const edited = await t.post(
        '/api/technology/drawing/edit',
        {
          id: drawing.id,
          versions: [
            ...drawing.versions,
            { versionNo: 'B', file: 'demo/technology/drawing-1-B.pdf', uploader: '何欣', uploadTime: '2026-02-05', note: '会审修改' },
          ],
        },
        as.technician,
      );
      expect(edited.body, edited.body.message).toMatchObject({ success: true });
      const after = await read<Drawing>('drawing', drawing.id);
      expect(after.versions.map((version) => [version.versionNo, version.file])).toEqual([
        ['A', 'demo/technology/drawing-1-A.pdf'],
        ['B', 'demo/technology/drawing-1-B.pdf'],
      ]);
      expect(after.versions[0].id).toBe(drawing.versions[0].id);
      drawing = after;
    });

    it('refuses a save that drops or rewrites a stored version, and changes nothing', async () => {
      const [first, second] = drawing.versions;
      const dropped = await t.post('/api/technology/drawing/edit', { id: drawing.id, versions: [second] }, as.technician);
      expect(dropped.body).toMatchObject({ success: false, message: '图纸版本只能新增，已保存的第1行不能删除或修改' });
      const rewritten = await t.post(
        '/api/technology/drawing/edit',
        { id: drawing.id, versions: [first, { ...second, file: 'demo/technology/drawing-2-A.pdf' }] },
        as.technician,
      );
      expect(rewritten.body).toMatchObject({ success: false, message: '图纸版本只能新增，已保存的第2行不能删除或修改' });
      expect((await read<Drawing>('drawing', drawing.id)).versions.map((version) => version.file)).toEqual(drawing.versions.map((version) => version.file));
    });
  });

  describe('设计变更: 编制中 → 待审核 → 待审批 → 已批准 / 已驳回', () => {
    let change: Row;

    it('walks a change from start to end, refusing the wrong person, the wrong order and a bad amount', async () => {
      const added = await t.post<{ id: string }>(
        '/api/technology/change/add',
        {
          changeNo: 'API-BG-901',
          title: '管廊支架加密',
          reason: '3',
          content: '管廊支架间距由6m调整为4m',
          amountImpact: 18800,
          reviewerId: ids.lead,
          approverId: ids.manager,
        },
        as.technician,
      );
      expect(added.body, added.body.message).toMatchObject({ success: true });
      change = await read<Row>('change', added.body.result.id);
      expect(change).toMatchObject({ status: '1', initiatorId: ids.technician });

      await expectRefused('change', act('change', as.lead, change.id, 'submit'), 400, '您不是该记录的编制人，不能执行「提交审核」', change.id);
      await expectRefused('change', act('change', as.lead, change.id, 'review'), 400, '当前状态（编制中）不能执行「审核通过」', change.id);
      expect((await act('change', as.technician, change.id, 'submit')).body.result).toMatchObject({ status: '2' });
      expect((await noticesOf(as.lead)).some((notice) => notice.titile === '【设计变更】提交审核：API-BG-901')).toBe(true);

      await expectRefused(
        'change',
        act('change', as.technician, change.id, 'review'),
        400,
        '您不是该记录的审核人（技术负责人），不能执行「审核通过」',
        change.id,
      );
      expect((await act('change', as.lead, change.id, 'review')).body.result).toMatchObject({ status: '3' });
      await expectRefused(
        'change',
        act('change', as.manager, change.id, 'approve', { values: { approveDate: '2026-03-01' } }),
        400,
        '请填写核定金额（元）',
        change.id,
      );
      await expectRefused(
        'change',
        act('change', as.manager, change.id, 'approve', { values: { approvedAmount: 'abc', approveDate: '2026-03-01' } }),
        400,
        '核定金额（元）格式不正确',
        change.id,
      );
      const approved = await act('change', as.manager, change.id, 'approve', { values: { approvedAmount: 17500, approveDate: '2026-03-01' } });
      expect(approved.body.result).toMatchObject({ status: '4', flowActions: [] });
      expect(Number(approved.body.result.approvedAmount)).toBe(17500);
      expect((await history('change', change.id)).map((step) => [step.action, step.toState])).toEqual([
        ['create', '1'],
        ['submit', '2'],
        ['review', '3'],
        ['approve', '4'],
      ]);
      const edited = await t.post('/api/technology/change/edit', { id: change.id, amountImpact: 1 }, as.technician);
      expect(edited.body).toMatchObject({ success: false, message: '当前状态（已批准）的记录不能修改' });
    });

    it('needs a reason to reject, and a rejected change is final', async () => {
      const added = await t.post<{ id: string }>(
        '/api/technology/change/add',
        {
          changeNo: 'API-BG-902',
          title: '取消检修平台',
          reason: '2',
          content: '取消检修平台',
          amountImpact: -5000,
          reviewerId: ids.lead,
          approverId: ids.manager,
        },
        as.technician,
      );
      const id = added.body.result.id;
      await act('change', as.technician, id, 'submit');
      await expectRefused('change', act('change', as.lead, id, 'reject'), 400, '请填写意见', id);
      expect((await act('change', as.lead, id, 'reject', { comment: '属施工措施，不办变更' })).body.result).toMatchObject({ status: '5' });
      await expectRefused('change', act('change', as.technician, id, 'submit'), 400, '当前状态（已驳回）不能执行「提交审核」', id);
    });
  });

  describe('技术交底 to 已交底', () => {
    it('lets only the named 交底人 finish it, with the signed sheet', async () => {
      const [team] = (await t.get<Page<{ id: string }>>('/api/labour/team/list', as.technician)).body.result.records;
      const added = await t.post<{ id: string }>(
        '/api/technology/disclosure/add',
        {
          title: '管道试压交底',
          disclosureType: '4',
          teamIds: team.id,
          content: '试压介质、升压步骤和稳压时间',
          reviewerId: ids.lead,
          discloserId: ids.foreman,
        },
        as.technician,
      );
      expect(added.body, added.body.message).toMatchObject({ success: true });
      const id = added.body.result.id;
      await act('disclosure', as.technician, id, 'submit');
      await expectRefused('disclosure', act('disclosure', as.lead, id, 'sendBack'), 400, '请填写意见', id);
      expect((await act('disclosure', as.lead, id, 'approve')).body.result).toMatchObject({ status: '3' });
      await expectRefused(
        'disclosure',
        act('disclosure', as.technician, id, 'disclose', { values: { disclosureDate: '2026-03-02', signedSheets: 'demo/technology/disclosure-signed-1.pdf' } }),
        400,
        '您不是该记录的交底人，不能执行「完成交底」',
        id,
      );
      await expectRefused(
        'disclosure',
        act('disclosure', as.foreman, id, 'disclose', { values: { disclosureDate: '2026-03-02' } }),
        400,
        '请填写签字交底记录',
        id,
      );
      const done = await act('disclosure', as.foreman, id, 'disclose', {
        values: { disclosureDate: '2026-03-02', signedSheets: 'demo/technology/disclosure-signed-1.pdf' },
      });
      expect(done.body.result).toMatchObject({ status: '4', signedSheets: 'demo/technology/disclosure-signed-1.pdf' });
    });
  });

  describe('签证管理: quantities, amounts and the reviewer from 审批配置', () => {
    it('computes the amount on the server, sends it to the configured reviewer, refuses a zero quantity and a negative confirmed amount', async () => {
      // The technician names 高明; the demo's 审批配置 has 张伟 (项目经理) review visas, so 提交审核 hands it to him.
      const visa = { visaNo: 'API-QZ-901', title: '临时排水', visaDate: '2026-03-03', unit: '台班', unitPrice: 650.5, reviewerId: ids.lead };
      const zero = await t.post('/api/technology/visa/add', { ...visa, quantity: 0 }, as.technician);
      expect(zero.body).toMatchObject({ success: false, message: '工程量不能小于0.01' });
      const added = await t.post<{ id: string }>('/api/technology/visa/add', { ...visa, quantity: 12, amount: 1 }, as.technician);
      expect(added.body, added.body.message).toMatchObject({ success: true });
      const id = added.body.result.id;
      expect(Number((await read<Row>('visa', id)).amount)).toBe(7806);
      expect((await act('visa', as.technician, id, 'submit')).body.result).toMatchObject({ status: '2', reviewerId: ids.manager });
      expect((await noticesOf(as.manager)).some((notice) => notice.titile === '【签证管理】提交审核：API-QZ-901')).toBe(true);
      expect((await noticesOf(as.lead)).some((notice) => notice.titile.includes('API-QZ-901'))).toBe(false);
      for (const stranger of [as.technician, as.lead])
        await expectRefused('visa', act('visa', stranger, id, 'review'), 400, '您不是该记录的审核人（项目经理），不能执行「审核通过」', id);
      await act('visa', as.manager, id, 'review');
      const confirm = { confirmDate: '2026-03-20', confirmFile: 'demo/technology/visa-confirmed-1.pdf' };
      await expectRefused(
        'visa',
        act('visa', as.technician, id, 'confirm', { values: { ...confirm, confirmedAmount: -1 } }),
        400,
        '业主确认金额（元）不能小于0',
        id,
      );
      expect((await act('visa', as.technician, id, 'confirm', { values: { ...confirm, confirmedAmount: 7600 } })).body.result).toMatchObject({ status: '4' });
    });
  });

  describe('焊接工艺评定', () => {
    it('refuses a thickness range whose upper bound is below its lower bound', async () => {
      const wpq = { wpqNo: 'API-PQR-91', process: 'GTAW', baseMaterial: '20#', position: '6G', qualifiedDate: '2026-03-04' };
      const reversed = await t.post('/api/technology/wpq/add', { ...wpq, thicknessMin: 12, thicknessMax: 3 }, as.technician);
      expect(reversed.body).toMatchObject({ success: false, message: '厚度上限（mm）不能小于厚度下限（mm）' });
      const added = await t.post('/api/technology/wpq/add', { ...wpq, thicknessMin: 3, thicknessMax: 12 }, as.technician);
      expect(added.body, added.body.message).toMatchObject({ success: true });
    });
  });
});
