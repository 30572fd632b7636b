import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../core/http/envelope';
import { loadDict } from '../../render/dict/loadDict';
import { useDictStore } from '../../stores/dictStore';
import { useSessionStore } from '../../stores/sessionStore';
import { logout } from './logout';

// No server here: the logout call answers at once, and the reload is only recorded.
vi.mock('../../http/client', () => ({ http: { post: async () => ({ success: true, message: '退出登录成功！', code: 200, result: null, timestamp: 0 }) } }));
const reloads = vi.hoisted(() => [] as (string | undefined)[]);
vi.mock('./reloadToLogin', () => ({ reloadToLogin: (redirect?: string) => reloads.push(redirect) }));

const DICT_KEY = 'pro__dict_cache';
const answer = (result: unknown): Envelope<unknown> => ({ success: true, message: '', code: 200, result, timestamp: 0 });

describe('logout', () => {
  beforeEach(() => {
    reloads.length = 0;
    useSessionStore.getState().setLogin('token-1', { id: 'u1', username: 'wangfang', realname: '王芳' });
    useDictStore.getState().setAll({ sex: [{ value: '1', text: '男' }] });
  });

  it('forgets the cached dictionaries in memory and in localStorage, then reloads on the login page', async () => {
    expect(window.localStorage.getItem(DICT_KEY)).toContain('男');
    await logout();
    expect(useDictStore.getState().entries).toEqual({});
    expect(window.localStorage.getItem(DICT_KEY)).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    expect(reloads).toEqual([undefined]);
  });

  it('does not cache a dictionary whose answer arrives after the logout', async () => {
    let respond: (envelope: Envelope<unknown>) => void = () => undefined;
    const late = loadDict('plan_type', () => new Promise((resolve) => (respond = resolve)));
    await logout();
    respond(answer([{ value: 'month', text: '月计划' }]));
    await expect(late).resolves.toEqual([{ value: 'month', text: '月计划' }]);
    expect(useDictStore.getState().entries).toEqual({});
    expect(window.localStorage.getItem(DICT_KEY)).toBeNull();
  });
});
