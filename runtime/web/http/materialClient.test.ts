import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../shell/feedback/feedback';
import { MATERIAL_TOKEN_KEY, useMaterialSessionStore } from '../stores/materialSessionStore';
import { useSessionStore } from '../stores/sessionStore';
import { materialAxios, materialHttp } from './materialClient';

const notices = { error: vi.fn() };
setFeedback({ notification: notices, modal: { error: vi.fn() }, message: { warning: vi.fn() } } as unknown as Feedback);

const seen: InternalAxiosRequestConfig[] = [];

function answer(status: number, body: unknown): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

beforeEach(() => {
  seen.length = 0;
  notices.error.mockClear();
  window.location.hash = '#/material/management';
  useSessionStore.getState().setLogin('main-token', { id: 'u1', username: 'zhang', realname: '张三' });
  useMaterialSessionStore.getState().setLogin('material-token', 'u1', '张三');
  useMaterialSessionStore.getState().setProject('p1');
});

afterEach(() => {
  useSessionStore.getState().clear();
  useMaterialSessionStore.getState().clear();
});

describe('the material client', () => {
  it('sends its own token and the projectid and userId headers', async () => {
    materialAxios.defaults.adapter = answer(200, { success: true, message: 'ok', result: null });
    await materialHttp.get('/materialmgmt/inventory/list', { pageNo: 1 });
    const headers = seen[0].headers;
    expect(headers.get('X-Access-Token')).toBe('material-token');
    expect(headers.get('projectid')).toBe('p1');
    expect(headers.get('userId')).toBe('u1');
    expect(seen[0].params).toMatchObject({ pageNo: 1, _t: expect.any(Number) });
  });

  it('on a 401 clears only the material session (cailiaoToken) and returns to /material/login', async () => {
    expect(window.localStorage.getItem(MATERIAL_TOKEN_KEY)).toContain('material-token');
    materialAxios.defaults.adapter = answer(401, { success: false, message: 'Token失效，请重新登录!', code: 401, result: null });
    await expect(materialHttp.get('/materialmgmt/inventory/list')).rejects.toThrow();
    expect(useMaterialSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(MATERIAL_TOKEN_KEY)).toBeNull();
    expect(window.location.hash).toBe('#/material/login');
    expect(useSessionStore.getState().token).toBe('main-token');
  });

  it('shows a refusal (e.g. 库存不足…) as the server wrote it', async () => {
    const message = '库存不足：螺纹钢（GJ-001）在主材库可用 3吨，本单需要 5吨';
    materialAxios.defaults.adapter = answer(400, { success: false, message, code: 400, result: null });
    await expect(materialHttp.post('/materialmgmt/outbound/flow/transition', { id: 'b1', action: 'approve' })).rejects.toThrow();
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ description: message }));
  });
});
