import { cleanup, render, screen as page, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenFile } from '../../../core/screen/screen.types';
import attendance from '../../../../schemas/labour/attendance.json';
import attendanceStatistics from '../../../../schemas/labour/attendanceStatistics.json';
import { useSessionStore } from '../../stores/sessionStore';
import { ListPage } from './ListPage';
import { listColumns } from './listColumns';

// An empty page for the list and the dictionaries instead of the network.
vi.mock('../../http/client', () => {
  const empty = async () => ({ success: true, message: '', code: 200, timestamp: 0, result: { records: [], total: 0 } });
  return { http: { get: empty, delete: empty } };
});

// The real columns, counted: they are built again only when what they show changes.
vi.mock('./listColumns', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./listColumns')>();
  return { listColumns: vi.fn(actual.listColumns) };
});

/** Signs in a user holding exactly `actions`. */
function grant(...actions: string[]): void {
  useSessionStore.setState({
    token: 't',
    userInfo: { id: 'u1', username: 'wangfang', realname: '王芳' },
    auth: actions.map((action) => ({ action, type: '1', describe: action })),
    allAuth: [],
  });
}

function renderList(screen: ScreenFile): void {
  render(
    <App>
      <ListPage screen={screen} />
    </App>,
  );
}

describe('ListPage toolbar', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it.each([
    ['考勤数据', attendance],
    ['考勤统计', attendanceStatistics],
  ])('offers 导出 on %s, which exports without a 高级查询', async (_title, screen) => {
    const file = screen as unknown as ScreenFile;
    expect(file.list.export).toBe(true);
    expect(file.list.superQuery).toBeFalsy();
    grant(`${file.permission}:list`, `${file.permission}:exportXls`);
    renderList(file);
    expect(await page.findByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(page.queryByRole('button', { name: /高级查询/ })).toBeNull();
  });

  it('hides 导出 from a user without the export permission', async () => {
    grant('labour:attendance:list');
    renderList(attendance as unknown as ScreenFile);
    expect(await page.findByRole('button', { name: /查\s*询/ })).toBeTruthy();
    expect(page.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('builds the columns once while the list loads and re-renders', async () => {
    grant('labour:attendance:list');
    vi.mocked(listColumns).mockClear();
    renderList(attendance as unknown as ScreenFile);
    expect(await page.findByRole('button', { name: /查\s*询/ })).toBeTruthy();
    // The answer has come and the loading state is over: every re-render of the load is behind us.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(listColumns).toHaveBeenCalledTimes(1);
  });
});
