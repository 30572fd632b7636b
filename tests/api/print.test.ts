import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintView } from '../../runtime/core/print/print.types';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

const TEMPLATES = '/api/pipe/printTemplate';
const ENTRUST = '/api/pipe/entrust';

interface Template {
  id: string;
  screenId: string;
  title: string;
  headerText: string | null;
  fields: string;
  rowFields: string | null;
  signatures: string | null;
  footerText: string | null;
}

describe.each(backends())('打印模板 and the print view on %s', (backend) => {
  let t: TestApp;
  const as: Record<'admin' | 'inspector' | 'clerk', CallOptions> = {} as never;
  let otherProject: CallOptions;
  let template: Template;
  let entrustId: string;

  /** A 委托单 of the caller's project that has joints (the seed gives every project some). */
  const entrustWithJoints = async (caller: CallOptions) => {
    const entrusts = await t.get<{ records: { id: string }[] }>(`${ENTRUST}/list`, { ...caller, query: { pageSize: '50' } });
    for (const { id } of entrusts.body.result.records) {
      const joints = await t.get<{ total: number }>('/api/pipe/weldData/list', { ...caller, query: { entrustId: id } });
      if (joints.body.result.total > 0) return id;
    }
    throw new Error('The seed has no 委托单 with joints');
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    as.admin = { token: await t.login('admin') };
    as.inspector = { token: await t.login('qianlei'), projectId: await t.departId(PROJECT_NAMES[0]) };
    as.clerk = { token: await t.login('lisi'), projectId: as.inspector.projectId };
    otherProject = { token: as.inspector.token, projectId: await t.departId(PROJECT_NAMES[1]) };
    const list = await t.get<{ records: Template[] }>(`${TEMPLATES}/list`, as.admin);
    template = list.body.result.records.find((one) => one.screenId === 'pipe.entrust')!;
    entrustId = await entrustWithJoints(as.inspector);
  }, 300_000);
  afterAll(() => t?.close());

  /** A refusal as the CRUD gives it (JeecgBoot: success false and the message), and nothing saved. */
  const refused = (answer: { body: { success: boolean; message: string } }, text: string) => {
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toContain(text);
  };
  const edit = (changes: Partial<Template>, caller = as.admin) => t.request('PUT', `${TEMPLATES}/edit`, { ...caller, body: { ...template, ...changes } });

  it('prints a 委托单 with the seeded template: company, project, fields in order, its joints and the signature lines', async () => {
    const mark = t.sql.statements.length;
    const answer = await t.get<PrintView>(`${ENTRUST}/print`, { ...as.inspector, query: { id: entrustId } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The record and its joints are read within the project (one shard under Citus).
    expect(t.sql.withoutProject(mark, 'pw_entrust', 'pw_weld')).toEqual([]);
    const view = answer.body.result;
    expect(view.company).toBe('华泰化学工程建设有限公司');
    expect(view.project).toBe(PROJECT_NAMES[0]);
    expect(view.template.title).toBe(template.title);
    expect(view.fields.slice(0, 2).map((field) => field.title)).toEqual(['委托单号', '管线号']);
    expect(view.rows?.columns[0]).toBe('焊口编号');
    expect(view.rows?.data.length).toBeGreaterThan(0);
    expect(view.template.signatures).toContain('委托人');
    // Flow states print by their titles, not their codes.
    expect(view.fields.find((field) => field.title === '状态')?.value).not.toMatch(/^\d*$/);
    expect(view.rows?.data[0].at(-1)).not.toMatch(/^\d*$/);
  });

  it('prints a 检测报告 with its own joints (print.rows.detail) by the seeded template, sorted by joint number, dictionaries as text', async () => {
    const reports = await t.get<{ records: { id: string; reportNo: string }[] }>('/api/pipe/report/list', { ...as.inspector, query: { pageSize: '50' } });
    const report = reports.body.result.records[0];
    const full = await t.get<{ joints: { weldNo: string; welderId: string; result: string }[] }>('/api/pipe/report/queryById', {
      ...as.inspector,
      query: { id: report.id },
    });
    const joints = full.body.result.joints;
    expect(joints.length).toBeGreaterThan(0);
    const answer = await t.get<PrintView>('/api/pipe/report/print', { ...as.inspector, query: { id: report.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = answer.body.result;
    expect(view.template).toMatchObject({ title: '无损检测报告', headerText: '表 SH/T 3503-J413', signatures: ['检测人', '审核人', '检测单位（盖章）'] });
    expect(view.fields.map((field) => field.title)).toEqual(['检测报告编号', '委托单号', '管线号', '检测方法', '报告日期', '检测人']);
    expect(view.fields[0].value).toBe(report.reportNo);
    expect(view.rows!.title).toBe('检测焊口');
    expect(view.rows!.columns).toEqual(['焊口编号', '扩检编号', '焊工', '检测日期', '拍片张数', '缺陷', '级别', '结论']);
    const numbers = joints.map((joint) => joint.weldNo).sort((a, b) => a.localeCompare(b, 'zh-CN', { numeric: true }));
    expect(view.rows!.data.map((row) => row[0])).toEqual(numbers);
    const first = joints.find((joint) => joint.weldNo === numbers[0])!;
    const welder = await t.get<{ welderName: string }>('/api/pipe/welder/queryById', { ...as.inspector, query: { id: first.welderId } });
    expect(view.rows!.data[0][2]).toBe(welder.body.result.welderName);
    expect(view.rows!.data[0][7]).not.toBe(first.result);
    // Another project's report is 记录不存在, as its queryById.
    expect((await t.get('/api/pipe/report/print', { ...otherProject, query: { id: report.id } })).body).toMatchObject({ success: false });
  });

  it('refuses a template naming a field the 委托单 or its joints do not have, with the fields it may name', async () => {
    const badField = await edit({ fields: 'entrustNo,entrustNumber' });
    refused(badField, '打印字段「entrustNumber」不是委托单的字段');
    expect(badField.body.message).toContain('entrustNo（委托单号）');
    refused(await edit({ rowFields: 'weldNo,welder' }), '明细字段「welder」不是焊接数据的字段');
    refused(await edit({ fields: ' , ' }), '打印字段不能为空');
    const saved = await t.get<Template>(`${TEMPLATES}/queryById`, { ...as.admin, query: { id: template.id } });
    expect(saved.body.result.fields).toBe(template.fields);
  });

  it('refuses a template for a screen that does not print', async () => {
    const answer = await t.post<unknown>(`${TEMPLATES}/add`, { screenId: 'pipe.weldData', title: '焊口', fields: 'weldNo' }, as.admin);
    expect(answer.body.success).toBe(false);
    expect(JSON.stringify(answer.body)).toContain('打印页面');
  });

  it('lets only an admin change a template; the inspector reads and prints with it', async () => {
    const byInspector = await edit({ headerText: '质检员改的抬头' }, as.inspector);
    expect(byInspector.status).toBe(403);
    expect((await t.get(`${TEMPLATES}/list`, as.inspector)).status).toBe(200);
    const byAdmin = await edit({ headerText: '表 J412 第二版' });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    const view = await t.get<PrintView>(`${ENTRUST}/print`, { ...as.inspector, query: { id: entrustId } });
    expect(view.body.result.template.headerText).toBe('表 J412 第二版');
  });

  it('prints only a record the caller may see: another project, an unknown id, no print permission, no sign-in', async () => {
    refused(await t.get(`${ENTRUST}/print`, { ...otherProject, query: { id: entrustId } }), '未找到对应数据');
    refused(await t.get(`${ENTRUST}/print`, { ...as.inspector, query: { id: 'no-such-id' } }), '未找到对应数据');
    expect((await t.get(`${ENTRUST}/print`, { ...as.clerk, query: { id: entrustId } })).status).toBe(403);
    expect((await t.get(`${ENTRUST}/print`, { query: { id: entrustId } })).status).toBe(401);
    const badTemplate = await t.get(`${ENTRUST}/print`, { ...as.inspector, query: { id: entrustId, templateId: 'no-such-template' } });
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.message).toBe('打印模板不存在');
  });
});
