import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_TASK_IDLE_MS, INCOMING_IDLE_MS, MAX_CHUNKED_BYTES, MAX_OPEN_CHUNK_TASKS } from '../../runtime/server/files/uploadLimits';
import { UploadStore } from '../../runtime/server/files/uploadStore';
import { sweepUploadWork } from '../../runtime/server/files/uploadSweep';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { multipartForm } from './multipartForm';

const HOUR_MS = 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const TOO_MANY_TASKS = `未完成的上传任务过多（最多${MAX_OPEN_CHUNK_TASKS}个），请先完成或取消已有任务`;
const TOO_MANY_BYTES = '未完成的上传文件总大小超出限制（最大4096MB），请先完成或取消已有任务';

const taskFolderName = (n: number) => n.toString(16).padStart(32, '0');
const ago = (ms: number) => new Date(Date.now() - ms);

/** A file or folder last written `when`. */
async function plant(target: string, when: Date, content?: string): Promise<void> {
  if (content === undefined) await mkdir(target, { recursive: true });
  else await writeFile(target, content);
  await utimes(target, when, when);
}

describe.each(backends())('upload work folders on %s', (backend) => {
  let t: TestApp;
  let uploadDir: string;
  let admin: CallOptions;
  let clerk: CallOptions;
  const incoming = () => path.join(uploadDir, '.incoming');
  const chunks = () => path.join(uploadDir, '.chunks');

  async function createTask(who: CallOptions, fileSize: number) {
    return t.post<{ taskId: string }>('/api/partUpload/createTask', { fileName: '图纸.pdf', fileSize, biz: 'temp' }, who);
  }
  const cancel = (who: CallOptions, taskId: string) => t.get('/api/partUpload/cancel', { ...who, query: { taskId } });
  async function sendPart(who: CallOptions, taskId: string) {
    const form = multipartForm({ taskId, index: '0' }, [{ field: 'file', fileName: 'blob', content: PDF }]);
    return (
      await t.app.inject({
        method: 'POST',
        url: '/api/partUpload/init',
        payload: form.payload,
        headers: { ...form.headers, 'x-access-token': String(who.token) },
      })
    ).json();
  }

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'upload-work-'));
    // What a server killed mid-upload leaves behind, next to work of a server still running.
    await mkdir(incoming(), { recursive: true });
    await plant(path.join(incoming(), 'killed-upload'), ago(INCOMING_IDLE_MS + HOUR_MS), 'x');
    await plant(path.join(incoming(), 'upload-in-progress'), ago(60_000), 'x');
    for (const [n, idle] of [
      [1, CHUNK_TASK_IDLE_MS + HOUR_MS],
      [2, CHUNK_TASK_IDLE_MS - HOUR_MS],
    ] as const) {
      const folder = path.join(chunks(), taskFolderName(n));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, '0.part'), 'x');
      await plant(folder, ago(idle));
    }
    t = await startTestApp({ backend, uploadDir });
    admin = { token: await t.login('admin') };
    clerk = { token: await t.login('lisi') };
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('removes, once the server is ready, the received files and chunked uploads left idle too long, and keeps recent ones', async () => {
    // The sweep runs beside the first requests, not before them.
    await expect.poll(() => readdir(incoming())).toEqual(['upload-in-progress']);
    await expect.poll(() => readdir(chunks())).toEqual([taskFolderName(2)]);
  });

  it('expires a chunked upload a day after its last part, with its parts', async () => {
    const { taskId } = (await createTask(admin, PDF.length)).body.result;
    expect(await sendPart(admin, taskId)).toMatchObject({ success: true });
    const store = await UploadStore.open({ uploadDir });
    await sweepUploadWork(store, new Date(Date.now() + CHUNK_TASK_IDLE_MS - HOUR_MS));
    expect(await readdir(chunks())).toContain(taskId);

    expect(await sweepUploadWork(store, new Date(Date.now() + CHUNK_TASK_IDLE_MS + HOUR_MS))).toMatchObject({ tasks: 1 });
    expect(await readdir(chunks())).toEqual([]);
    expect((await t.post('/api/partUpload/merge', { taskId }, admin)).body).toMatchObject({ success: false, message: '上传任务不存在或已取消' });
  });

  it(`refuses a user's task beyond ${MAX_OPEN_CHUNK_TASKS} unfinished ones, and not another user's`, async () => {
    const open: string[] = [];
    for (let n = 0; n < MAX_OPEN_CHUNK_TASKS; n += 1) open.push((await createTask(admin, 10)).body.result.taskId);
    expect((await createTask(admin, 10)).body).toMatchObject({ success: false, message: TOO_MANY_TASKS });
    const clerkTask = await createTask(clerk, 10);
    expect(clerkTask.body.success).toBe(true);

    await cancel(admin, open.pop()!);
    open.push((await createTask(admin, 10)).body.result.taskId);
    expect(open.every(Boolean)).toBe(true);
    for (const taskId of open) await cancel(admin, taskId);
    await cancel(clerk, clerkTask.body.result.taskId);
  });

  it('refuses a task that would take a user past 4 GB of unfinished uploads, counting parallel requests', async () => {
    const large = await Promise.all([createTask(admin, MAX_CHUNKED_BYTES), createTask(admin, MAX_CHUNKED_BYTES), createTask(admin, MAX_CHUNKED_BYTES)]);
    expect(large.map((answer) => answer.body.success).sort()).toEqual([false, true, true]);
    expect(large.find((answer) => !answer.body.success)?.body.message).toBe(TOO_MANY_BYTES);
    expect((await createTask(admin, 1)).body).toMatchObject({ success: false, message: TOO_MANY_BYTES });
    for (const answer of large.filter((each) => each.body.success)) await cancel(admin, answer.body.result.taskId);
    expect((await createTask(admin, 1)).body.success).toBe(true);
  });
});
