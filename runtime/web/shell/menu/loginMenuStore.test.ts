import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../../core/permission/permission.types';
import { http } from '../../http/client';
import { SEVEN_DAYS_MS } from '../../stores/expiringStorage';
import { loadPermissions } from '../permission/loadPermissions';
import { clearSession } from '../session/clearSession';
import { useLoginMenuStore } from './loginMenuStore';

const page = (path: string, title: string): MenuItem => ({ id: path, path, component: `screen/${title}`, route: '1', meta: { title } });

function answerPermissions(menu: MenuItem[]) {
  vi.spyOn(http, 'get').mockResolvedValue({ success: true, message: '', code: 200, timestamp: Date.now(), result: { menu, auth: [], allAuth: [] } });
}

function storedCopy(): { menu: MenuItem[]; expiresAt: number } | null {
  const raw = window.localStorage.getItem('pro__login_menu');
  if (raw === null) return null;
  const record = JSON.parse(raw) as { value: { state: { menu: MenuItem[] } }; expiresAt: number };
  return { menu: record.value.state.menu, expiresAt: record.expiresAt };
}

describe('menu saved locally at login', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useLoginMenuStore.getState().clear();
  });

  it('is written to localStorage for seven days when the permissions load', async () => {
    answerPermissions([page('/labour/worker', '花名册')]);
    const before = Date.now();
    await loadPermissions();
    const copy = storedCopy();
    expect(copy?.menu.map((item) => item.meta.title)).toEqual(['花名册']);
    expect(copy?.expiresAt).toBeGreaterThanOrEqual(before + SEVEN_DAYS_MS);
    expect(useLoginMenuStore.getState().menu.map((item) => item.path)).toEqual(['/labour/worker']);
  });

  it('is refreshed by every later permission load', async () => {
    answerPermissions([page('/labour/worker', '花名册')]);
    await loadPermissions();
    answerPermissions([page('/labour/team', '班组管理')]);
    await loadPermissions();
    expect(storedCopy()?.menu.map((item) => item.meta.title)).toEqual(['班组管理']);
  });

  it('is left as it was when the permissions fail to load', async () => {
    answerPermissions([page('/labour/worker', '花名册')]);
    await loadPermissions();
    answerPermissions([]);
    await expect(loadPermissions()).rejects.toThrow();
    expect(storedCopy()?.menu.map((item) => item.meta.title)).toEqual(['花名册']);
  });

  it('is cleared on logout', async () => {
    answerPermissions([page('/labour/worker', '花名册')]);
    await loadPermissions();
    clearSession();
    expect(storedCopy()).toBeNull();
    expect(useLoginMenuStore.getState().menu).toEqual([]);
  });
});
