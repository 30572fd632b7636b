import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { demoIfcModel } from '../../runtime/server/seed/demo/ifcModel';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { multipartForm } from './multipartForm';

type Row = Record<string, unknown> & { id: string };
interface Page<T> {
  records: T[];
  total: number;
}

const API = '/api/digitaldelivery';

describe.each(backends())('数字化交付 on %s', (backend) => {
  let t: TestApp;
  /** 何欣 (技术员) in the first project and in the second; 王芳 (只读, third project) reads only. */
  let technician: CallOptions;
  let technicianElsewhere: CallOptions;
  let viewer: CallOptions;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const token = await t.login('hexin');
    technician = { token, projectId: await t.departId(PROJECT_NAMES[0]) };
    technicianElsewhere = { token, projectId: await t.departId(PROJECT_NAMES[1]) };
    viewer = { token: await t.login('wangfang'), projectId: await t.departId(PROJECT_NAMES[2]) };
  }, 300_000);
  afterAll(() => t?.close());

  const list = async (screen: string, caller: CallOptions) =>
    (await t.get<Page<Row>>(`${API}/${screen}/list`, { ...caller, query: { pageSize: '100' } })).body.result;
  const count = async (screen: string, caller: CallOptions) => (await list(screen, caller)).total;

  async function upload(fileName: string, content: Buffer): Promise<Envelope<string>> {
    const form = multipartForm({ biz: 'technology' }, [{ field: 'file', fileName, content }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: form.payload,
      headers: { ...form.headers, 'x-access-token': technician.token! },
    });
    return response.json() as Envelope<string>;
  }

  it('seeds BIM files with their versions, the IFC model and videos in every demo project, the files served', async () => {
    for (const caller of [technician, technicianElsewhere]) {
      const files = await list('bimFile', caller);
      expect(new Set(files.records.map((file) => file.discipline))).toEqual(new Set(['1', '2', '3', '4', '5']));
      const detail = (await t.get<Row & { versions: Row[] }>(`${API}/bimFile/queryById`, { ...caller, query: { id: files.records[0].id } })).body.result;
      expect(detail.versions.length).toBeGreaterThanOrEqual(1);
      expect((await list('model', caller)).records.map((model) => model.versionNo).sort()).toEqual(['V1.0', 'V1.0', 'V2.0']);
      expect(await count('video', caller)).toBeGreaterThanOrEqual(3);
    }
    const model = (await list('model', technician)).records[0];
    const served = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${String(model.ifcFile)}` });
    expect(served.statusCode).toBe(200);
    expect(served.body.startsWith('ISO-10303-21;')).toBe(true);
    expect(served.body).toContain("FILE_SCHEMA(('IFC4'))");
    const video = (await list('video', technician)).records[0];
    const clip = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${String(video.videoFile)}` });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/webm');
  });

  it("accepts an uploaded IFC model and refuses a model that is not one, a fake .ifc, a missing 专业 and another project's model", async () => {
    const stored = await upload('办公楼.ifc', Buffer.from(demoIfcModel('测试模型')));
    expect(stored.success, stored.message).toBe(true);
    const model = { modelName: '接口测试模型', discipline: '1', versionNo: 'V9.0', ifcFile: stored.message, uploadDate: '2026-01-05' };
    const added = await t.post<Row>(`${API}/model/add`, model, technician);
    expect(added.body.success, added.body.message).toBe(true);
    const before = await count('model', technician);

    const pdfStored = await upload('图纸.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const notIfc = await t.post(`${API}/model/add`, { ...model, ifcFile: pdfStored.message }, technician);
    // Refusals answer success: false with the message (the upstream contract), never a server error.
    expect({ success: notIfc.body.success, message: notIfc.body.message }).toEqual({ success: false, message: '请上传一个 IFC 格式（.ifc）的模型文件' });
    const fake = await upload('伪装.ifc', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.success).toBe(false);
    expect(fake.message).toMatch(/文件/);
    const noDiscipline = await t.post(`${API}/model/add`, { ...model, discipline: '' }, technician);
    expect(noDiscipline.body.success).toBe(false);
    expect(noDiscipline.body.message).toContain('专业');
    expect(await count('model', technician)).toBe(before);

    // The model belongs to the first project: from the second, it is neither read nor changed.
    const { id } = (await list('model', technician)).records.find((row) => row.modelName === '接口测试模型')!;
    const read = await t.get(`${API}/model/queryById`, { ...technicianElsewhere, query: { id } });
    expect([read.body.success, read.body.message]).toEqual([false, '未找到对应数据']);
    const edit = await t.request('PUT', `${API}/model/edit`, { ...technicianElsewhere, body: { ...model, id, modelName: '改名' } });
    expect([edit.body.success, edit.body.message]).toEqual([false, '未找到对应数据']);
    expect((await t.get<Row>(`${API}/model/queryById`, { ...technician, query: { id } })).body.result.modelName).toBe('接口测试模型');

    // 只读 reads the models and videos but adds none.
    expect(await count('model', viewer)).toBeGreaterThan(0);
    expect(await count('video', viewer)).toBeGreaterThan(0);
    const videos = await count('video', viewer);
    const refused = await t.post(`${API}/video/add`, { title: '只读上传', shootDate: '2026-01-05', videoFile: 'demo/bim/site-construction.webm' }, viewer);
    expect([refused.status, refused.body.success, refused.body.message]).toEqual([403, false, '没有权限，请联系管理员授权']);
    expect(await count('video', viewer)).toBe(videos);
  });
});
