import { cleanup, render, screen as page } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/sessionStore';
import { ScreenPage } from './ScreenPage';
import { loadScreen } from './screenLoader';

// An empty page for the list and the dictionaries instead of the network.
vi.mock('../http/client', () => {
  const empty = async () => ({ success: true, message: '', code: 200, timestamp: 0, result: { records: [], total: 0 } });
  return { http: { get: empty, delete: empty } };
});

function renderPage(screenId: string): void {
  render(
    <MemoryRouter>
      <App>
        <ScreenPage screenId={screenId} />
      </App>
    </MemoryRouter>,
  );
}

describe('ScreenPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('renders the list of a screen file loaded before (opened or prefetched) in its first render, without a spinner', async () => {
    useSessionStore.setState({ token: 't', userInfo: { id: 'u1', username: 'wangfang', realname: '王芳' }, auth: [], allAuth: [] });
    await loadScreen('labour.attendance');
    renderPage('labour.attendance');
    expect(document.querySelector('.screen-query-form')).not.toBeNull();
    expect(page.queryByText('加载中...')).toBeNull();
  });

  it('shows 加载中... while a screen file is still loading, then its list', async () => {
    useSessionStore.setState({ token: 't', userInfo: { id: 'u1', username: 'wangfang', realname: '王芳' }, auth: [], allAuth: [] });
    renderPage('labour.worker');
    expect(page.getByText('加载中...')).toBeTruthy();
    await vi.waitFor(() => expect(document.querySelector('.screen-query-form')).not.toBeNull());
  });
});
