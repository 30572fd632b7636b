import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFile, WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { dashboardWidgets } from '../../runtime/core/dashboard/dashboardWidgets';
import { newId } from '../../runtime/server/db/ids';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { grantedUser } from './grantedUsers';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

const BASE = '/api/dashboard/dataCenter.projectVision';

describe.each(backends())('项目大屏 on %s: a big screen from files, its latest-records list and its video wall', (backend) => {
  let t: TestApp;
  let uploads: string;
  let admin: string;
  let manager: CallOptions;
  let projectId: string;
  const widget = (id: string, options: CallOptions = manager) => t.get<WidgetResult>(`${BASE}/widget/${id}`, options);

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'project-vision-test-'));
    t = await startTestApp({ backend, uploadDir: uploads });
    admin = await t.login('admin');
    projectId = await t.departId(PROJECT_NAMES[0]);
    manager = { token: await t.login('zhangwei'), projectId };
    // The demo cameras' recording, as the demo stream writes it: the online cameras play it.
    const demo = join(uploads, 'stream', projectId, 'demo');
    await mkdir(demo, { recursive: true });
    await writeFile(join(demo, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nrec0.ts\n#EXT-X-ENDLIST\n');
    await writeFile(join(demo, 'rec0.ts'), Buffer.alloc(188, 0x47));
  });

  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('serves the big screen’s layout and carousel with the file, and the project manager opens it from the menu as a big screen', async () => {
    const answer = await t.get<DashboardFile>(BASE, manager);
    expect(answer.body.success, answer.body.message).toBe(true);
    expect(answer.body.result.bigScreen).toEqual({ rows: 12, carousel: { dashboards: ['dataCenter.projectVisionSafety'], seconds: 30 } });
    expect(dashboardWidgets(answer.body.result).map((entry) => entry.id)).toContain('latestDangers');
    const menu = await t.get<{ menu: { path: string; component?: string; children?: unknown[] }[] }>('/api/sys/permission/getUserPermissionByToken', manager);
    const flat = (items: { path: string; component?: string; children?: unknown[] }[]): { path: string; component?: string }[] =>
      items.flatMap((item) => [item, ...flat((item.children ?? []) as typeof items)]);
    expect(flat(menu.body.result.menu).find((item) => item.path === '/projectVision')?.component).toBe('bigScreen/dataCenter.projectVision');
  });

  it('lists the newest hidden dangers first, each with its columns’ texts, and only the project’s', async () => {
    const id = newId();
    await t.db
      .insertInto('saf_inspection')
      .values({
        id,
        tenant_id: '0',
        project_id: projectId,
        area_name: `大屏测试区-${backend}`,
        problem_grade: '1',
        status: '1',
        safety_describe: '脚手架连墙件缺失',
        safety_deadline: '2099-01-10',
        create_time: '2099-01-01 08:00:00',
      })
      .execute();
    const other = await t.departId(PROJECT_NAMES[1]);
    await t.db
      .insertInto('saf_inspection')
      .values({ id: newId(), tenant_id: '0', project_id: other, area_name: '别的项目', problem_grade: '1', status: '1', create_time: '2099-02-01 08:00:00' })
      .execute();
    const { body } = await widget('latestDangers');
    expect(body.success, body.message).toBe(true);
    const [newest, ...older] = body.result.rows;
    expect(newest.dimTexts.slice(0, 3)).toEqual([`大屏测试区-${backend}`, '脚手架连墙件缺失', '待整改']);
    expect(newest.dims.at(-1)).toBe(id);
    expect(newest.values[0]).toMatch(/^2099-01-01 08:00/);
    expect(older.length).toBeGreaterThan(0);
    expect(body.result.rows.length).toBeLessThanOrEqual(8);
    const times = body.result.rows.map((row) => String(row.values[0]));
    expect(times).toEqual([...times].sort().reverse());
    expect(body.result.rows.some((row) => row.dimTexts[0] === '别的项目')).toBe(false);
  });

  it('plays the online cameras only, each with its stream address and name', async () => {
    const { body } = await widget('cameras');
    expect(body.success, body.message).toBe(true);
    expect(body.result.rows.length).toBeGreaterThan(0);
    expect(body.result.rows.length).toBeLessThanOrEqual(4);
    for (const row of body.result.rows) expect(row.dims[1]).toBe(`/api/stream/${projectId}/demo/index.m3u8`);
    const names = body.result.rows.map((row) => row.dimTexts[0]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).not.toContain('材料堆场球机');
  });

  it('refuses a user without the big screen’s permission, and a widget whose screens the user may not list', async () => {
    const stranger = await grantedUser(t, admin, `vision${backend}`, { permissions: ['smartproject:projectVision:view'], projects: [projectId] });
    const file = await t.get<DashboardFile>(BASE, { token: stranger.token, projectId });
    expect(file.body.success, file.body.message).toBe(true);
    expect(file.body.result.widgets).toEqual([]);
    const refused = await widget('latestDangers', { token: stranger.token, projectId });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('无权查看该组件');
    const nobody = await grantedUser(t, admin, `novision${backend}`, { projects: [projectId] });
    expect((await t.get(BASE, { token: nobody.token, projectId })).status).toBe(403);
    expect((await widget('nothing')).status).toBe(404);
  });
});
