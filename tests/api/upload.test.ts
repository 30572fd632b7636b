import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/core/http/envelope';
import { backends, startTestApp, type TestApp } from './harness';
import { multipartForm, type FormFile } from './multipartForm';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(backends())('file upload and static serving on %s', (backend) => {
  let t: TestApp;
  let token: string;

  async function upload(fields: Record<string, string>, file: FormFile, withToken = true): Promise<{ status: number; body: Envelope<string> }> {
    const form = multipartForm(fields, [file]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: form.payload,
      headers: { ...form.headers, ...(withToken ? { 'x-access-token': token } : {}) },
    });
    return { status: response.statusCode, body: response.json() as Envelope<string> };
  }

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('accepts a png into its folder under a server-made name and serves it inline', async () => {
    const { body } = await upload({ biz: 'avatar' }, { field: 'file', fileName: '../../人脸 照片.png', content: PNG });
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.message).toMatch(/^avatar\/\d{8}\/人脸照片_[0-9a-f]{12}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${encodeURI(body.message)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves a pdf as an attachment', async () => {
    const { body } = await upload({ biz: 'temp' }, { field: 'file', fileName: '合同.pdf', content: PDF });
    expect(body.success).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${encodeURI(body.message)}` });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E5%90%88%E5%90%8C_/);
  });

  it.each([
    ['an html page', { biz: 'temp' }, 'page.html', Buffer.from('<html><script>alert(1)</script></html>'), '不支持的文件类型'],
    ['an svg image', { biz: 'temp' }, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), '不支持的文件类型'],
    ['a ../ folder', { biz: '../etc' }, 'a.png', PNG, '上传目录不合法'],
    ['an html page named .png', { biz: 'temp' }, 'photo.png', Buffer.from('<html>hi</html>'), '文件内容与扩展名不符'],
    ['an html page named .txt', { biz: 'temp' }, 'notes.txt', Buffer.from('<!DOCTYPE html><p>x</p>'), '文件内容与扩展名不符'],
  ])('refuses %s with a clear message', async (_case, fields, fileName, content, message) => {
    const { status, body } = await upload(fields, { field: 'file', fileName, content });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message });
  });

  it('refuses a file over 50 MB', async () => {
    const { body } = await upload({ biz: 'temp' }, { field: 'file', fileName: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024 + 1)]) });
    expect(body).toMatchObject({ success: false, message: '文件大小超出限制（最大50MB）' });
  });

  it('asks for a token to upload but not to read', async () => {
    const { status } = await upload({ biz: 'temp' }, { field: 'file', fileName: 'a.png', content: PNG }, false);
    expect(status).toBe(401);
  });

  it('serves nothing outside the upload root or from its work folders', async () => {
    for (const url of [
      '/api/sys/common/static/../../package.json',
      '/api/sys/common/static/%2e%2e/%2e%2e/package.json',
      '/api/sys/common/static/.incoming/x',
      '/api/sys/common/static/avatar',
    ]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(404);
    }
  });

  it('joins a chunked upload in order and checks the result like a normal upload', async () => {
    const content = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const created = await t.post<{ taskId: string; chunkSize: number; chunkCount: number }>(
      '/api/partUpload/createTask',
      { fileName: '图纸.pdf', fileSize: content.length, biz: 'temp' },
      { token },
    );
    expect(created.body.result.chunkCount).toBe(2);
    const { taskId, chunkSize } = created.body.result;
    for (const index of [1, 0]) {
      const form = multipartForm({ taskId, index: String(index) }, [
        { field: 'file', fileName: 'blob', content: content.subarray(index * chunkSize, (index + 1) * chunkSize) },
      ]);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/partUpload/init',
        payload: form.payload,
        headers: { ...form.headers, 'x-access-token': token },
      });
      expect(sent.json()).toMatchObject({ success: true });
    }
    const merged = await t.post<string>('/api/partUpload/merge', { taskId }, { token });
    expect(merged.body).toMatchObject({ success: true });
    const served = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${encodeURI(merged.body.message)}` });
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('refuses a chunked upload of a disallowed type and a merge with a missing part', async () => {
    const refused = await t.post('/api/partUpload/createTask', { fileName: 'x.exe', fileSize: 10, biz: 'temp' }, { token });
    expect(refused.body).toMatchObject({ success: false, message: '不支持的文件类型' });
    const created = await t.post<{ taskId: string }>('/api/partUpload/createTask', { fileName: 'a.pdf', fileSize: 10, biz: 'temp' }, { token });
    const merged = await t.post('/api/partUpload/merge', { taskId: created.body.result.taskId }, { token });
    expect(merged.body).toMatchObject({ success: false, message: '文件分片不完整，请重新上传' });
    const cancelled = await t.get('/api/partUpload/cancel', { token, query: { taskId: created.body.result.taskId } });
    expect(cancelled.body.success).toBe(true);
  });
});
