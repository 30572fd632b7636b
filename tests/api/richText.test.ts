import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';

interface DemoRecord {
  id: string;
  title: string;
  content: string;
  notes: string;
}

const ATTACK =
  '<p>现场<strong>安全</strong>通知<script>alert(1)</script></p><img src="/api/sys/common/static/jeditor/a.png" onerror="alert(2)"><a href="javascript:alert(3)">详情</a>';

describe.each(backends())('rich-text fields are sanitised on save on %s', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    token = await t.login('admin');
  });
  afterAll(() => t?.close());

  async function stored(title: string): Promise<DemoRecord> {
    const list = await t.get<{ records: DemoRecord[] }>('/api/demo/widgets/list', { token, query: { title } });
    const answer = await t.get<DemoRecord>('/api/demo/widgets/queryById', { token, query: { id: list.body.result.records[0].id } });
    return answer.body.result;
  }

  it('stores a RichText value without scripts, event handlers or javascript: links, keeping its formatting', async () => {
    const added = await t.post('/api/demo/widgets/add', { title: '富文本-新增', content: ATTACK }, { token });
    expect(added.body.success).toBe(true);
    const record = await stored('富文本-新增');
    expect(record.content).not.toMatch(/script|onerror|javascript:/i);
    expect(record.content).toBe('<p>现场<strong>安全</strong>通知</p><img src="/api/sys/common/static/jeditor/a.png" /><a>详情</a>');
  });

  it('sanitises on edit as well, and leaves Markdown text as typed', async () => {
    await t.post('/api/demo/widgets/add', { title: '富文本-编辑', content: '<p>原文</p>' }, { token });
    const { id } = await stored('富文本-编辑');
    const markdown = '# 标题\n\n<b>原样保存</b>';
    const edited = await t.request('PUT', '/api/demo/widgets/edit', {
      token,
      body: { id, content: '<p onclick="x()">改后</p><script>x()</script>', notes: markdown },
    });
    expect(edited.body.success).toBe(true);
    const record = await stored('富文本-编辑');
    expect(record.content).toBe('<p>改后</p>');
    expect(record.notes).toBe(markdown);
  });
});
