import { cleanup, fireEvent, render, screen as page, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/sessionStore';
import { PHONE_QUERY } from '../../shell/layouts/breakpoints';
import { ListPage } from '../list/ListPage';
import { inspectionCounts, inspectionRows, inspectionScreen } from './inspectionFlow.fixture';

interface Call {
  url: string;
  params: Record<string, unknown>;
}
const calls: Call[] = [];

// The list, the counts, the history and dictionaries answered here instead of the network; every GET recorded.
vi.mock('../../http/client', () => {
  const envelope = (result: unknown) => ({ success: true, message: '', code: 200, timestamp: 0, result });
  return {
    http: {
      get: async (url: string, params: Record<string, unknown> = {}) => {
        calls.push({ url, params: { ...params } });
        if (url.endsWith('/list')) return envelope({ records: inspectionRows, total: 2 });
        if (url.endsWith('/flow/counts')) return envelope(inspectionCounts);
        if (url.endsWith('/flow/history')) return envelope([]);
        if (url.endsWith('/queryById')) return envelope({ id: String(params.id), areaName: '3号楼', status: '3', flowActions: [] });
        return envelope([]);
      },
      post: async () => envelope(null),
      delete: async () => envelope(null),
    },
  };
});

// antd's first render in jsdom is slow on a busy machine.
const SLOW = { timeout: 15_000 };

const lastCall = (suffix: string) => calls.filter((call) => call.url.endsWith(suffix)).at(-1);

function renderList(urlSearch = '', screen = inspectionScreen): void {
  render(
    <App>
      <ListPage screen={screen} urlSearch={urlSearch} />
    </App>,
  );
}

/** Makes the window phone-sized (or not) for antd and our own media queries. */
function phoneWindow(phone: boolean): void {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: phone && query === PHONE_QUERY }));
}

describe('a flow screen list', { timeout: 60_000 }, () => {
  beforeEach(() => {
    calls.length = 0;
    useSessionStore.setState({
      token: 't',
      userInfo: { id: 'u1', username: 'zhangsan', realname: '张三' },
      auth: ['list', 'add', 'edit'].map((action) => ({ action: `safety:inspection:${action}`, type: '1', describe: action })),
      allAuth: [],
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    useSessionStore.getState().clear();
  });

  it('shows the quick tabs with counts asked with the list filters, and the state as a coloured tag', async () => {
    renderList();
    expect(await page.findByRole('tab', { name: '待我处理 (1)' }, SLOW)).toBeTruthy();
    expect(page.getByRole('tab', { name: '全部 (7)' }).getAttribute('aria-selected')).toBe('true');
    expect(page.getByRole('tab', { name: '复查未通过 (1)' })).toBeTruthy();
    const tag = await page.findByText('待整改', { selector: '.flow-state-tag' }, SLOW);
    expect(tag.className).toContain('ant-tag-orange');
    expect(lastCall('/flow/counts')?.params).toEqual({});
  });

  it('offers exactly the transitions the server lists for each row, after 详情', async () => {
    renderList();
    const first = (await page.findByText('临边防护缺失', undefined, SLOW)).closest('tr')!;
    expect([...first.querySelectorAll('.screen-row-actions a')].map((link) => link.textContent)).toEqual(['编辑', '详情', '提交整改', '关闭']);
    const second = page.getByText('配电箱未上锁').closest('tr')!;
    expect(second.querySelectorAll('.flow-action')).toHaveLength(0);
  });

  it('lists 待我处理 with flowTab=todo and one state with its exact filter, and asks for the counts again', async () => {
    renderList();
    fireEvent.click(await page.findByRole('tab', { name: '待我处理 (1)' }, SLOW));
    await waitFor(() => expect(lastCall('/list')?.params.flowTab).toBe('todo'));
    fireEvent.click(page.getByRole('tab', { name: '待复查 (2)' }));
    await waitFor(() => expect(lastCall('/list')?.params).toMatchObject({ status: '2', pageNo: 1 }));
    expect(lastCall('/list')?.params.flowTab).toBeUndefined();
    expect(lastCall('/flow/counts')?.params).toEqual({ status: '2' });
  });

  it('starts from the URL: its tab, its query-form values and its other filters in a clearable 「已按 … 筛选」', async () => {
    renderList('?flowTab=mine&problemGrade=2&areaName=1号楼');
    await waitFor(() => expect(lastCall('/list')?.params).toMatchObject({ flowTab: 'mine', problemGrade: '2', areaName: '1号楼' }), SLOW);
    expect((await page.findByRole('tab', { name: '我发起的 (2)' }, SLOW)).getAttribute('aria-selected')).toBe('true');
    const alert = await page.findByText(/已按/, undefined, SLOW);
    expect(alert.textContent).toContain('检查区域：1号楼');
    fireEvent.click(page.getByText('清除'));
    await waitFor(() => expect(lastCall('/list')?.params.areaName).toBeUndefined());
    expect(lastCall('/list')?.params).toMatchObject({ flowTab: 'mine', problemGrade: '2' });
    expect(page.queryByText(/已按/)).toBeNull();
  });

  it('names the states of a drill-down state list (?status=1,5) by their titles, not their codes', async () => {
    // A screen whose query form has no state field: the drill-down's state list can only be a filter note.
    const query = inspectionScreen.list.query?.filter((field) => field !== 'status');
    renderList('?status=1,5', { ...inspectionScreen, list: { ...inspectionScreen.list, query } });
    await waitFor(() => expect(lastCall('/list')?.params).toMatchObject({ status_MultiString: '1,5' }), SLOW);
    expect((await page.findByText(/已按/, undefined, SLOW)).textContent).toContain('待整改、超期未整改');
  });

  it('opens the 详情 of ?open=<id> read through queryById when it is not on the page, with its state and 流程记录', async () => {
    renderList('?open=r9');
    expect(await page.findByText('流程记录', undefined, SLOW)).toBeTruthy();
    expect(lastCall('/queryById')?.params).toEqual({ id: 'r9' });
    expect(lastCall('/flow/history')?.params).toEqual({ id: 'r9' });
    expect(page.getByText('复查通过', { selector: '.flow-record-section .flow-state-tag' })).toBeTruthy();
  });

  it('renders cards with the state tag and action buttons instead of a table on a phone', async () => {
    phoneWindow(true);
    renderList();
    const card = (await page.findByText('1号楼', { selector: '.list-card .ant-card-head-title *, .list-card .ant-card-head-title' }, SLOW)).closest(
      '.list-card',
    )!;
    expect(document.querySelector('table')).toBeNull();
    expect(within(card as HTMLElement).getByText('待整改').className).toContain('flow-state-tag');
    expect([...card.querySelectorAll('.screen-row-actions button')].map((button) => button.textContent?.replace(/\s/g, ''))).toEqual([
      '编辑',
      '详情',
      '提交整改',
      '关闭',
    ]);
  });
});
