import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../shell/feedback/feedback';
import { reloadToLogin } from '../shell/session/reloadToLogin';
import { useProjectStore } from '../stores/projectStore';
import { useSessionStore } from '../stores/sessionStore';
import { axiosInstance } from './axiosInstance';
import { http } from './client';
import { signRequest } from './sign';

vi.mock('../shell/session/reloadToLogin', () => ({ reloadToLogin: vi.fn(), LOGIN_PATH: '/user/login' }));

const notices = { error: vi.fn() };
const modals = { error: vi.fn() };
const messages = { warning: vi.fn(), loading: vi.fn() };
setFeedback({ notification: notices, modal: modals, message: messages } as unknown as Feedback);

const seen: InternalAxiosRequestConfig[] = [];

/** An adapter answering `status` with `body`, like the server would, and recording each request. */
function answer(status: number, body: unknown, delayMs = 0): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

const envelope = (success: boolean, message: string) => ({ success, message, code: success ? 200 : 500, result: null, timestamp: 0 });

beforeEach(() => {
  seen.length = 0;
  notices.error.mockClear();
  modals.error.mockClear();
  messages.warning.mockClear();
  messages.loading.mockClear();
  vi.mocked(reloadToLogin).mockClear();
  useSessionStore.getState().setLogin('tok-1', { id: 'u1', username: 'zhang', realname: '张三' }, '7');
  useProjectStore.getState().setProject('p1', '一号项目');
});

afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().clear();
  useProjectStore.getState().clear();
});

describe('http client', () => {
  it('sends the token, project and tenant headers and a _t timestamp on GET', async () => {
    axiosInstance.defaults.adapter = answer(200, envelope(true, 'ok'));
    const before = Math.floor(Date.now() / 1000);
    await http.get('/labour/worker/list', { pageNo: 1 });
    const config = seen[0];
    expect(config.baseURL).toBe('/api');
    expect(config.timeout).toBe(150000);
    expect(config.headers.get('X-Access-Token')).toBe('tok-1');
    expect(config.headers.get('projectId')).toBe('p1');
    expect(config.headers.get('tenant-id')).toBe('7');
    const params = config.params as { pageNo: number; _t: number };
    expect(params.pageNo).toBe(1);
    expect(params._t).toBeGreaterThanOrEqual(before);
  });

  it('puts a GET on the wire within the call, also where the browser has the asynchronous Cookie Store', () => {
    // Chromium has window.cookieStore; axios then reads its XSRF cookie through it and sends only
    // when that promise settles, after the page's whole render: the list's first page left 0.5 s late.
    const sent = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    vi.stubGlobal('cookieStore', { get: () => new Promise(() => undefined) });
    axiosInstance.defaults.adapter = 'xhr';
    try {
      void http.get('/labour/worker/sentAtOnce').catch(() => undefined);
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      sent.mockRestore();
    }
  });

  it('sends tenant 0 and no token header when signed out, and no _t on POST', async () => {
    useSessionStore.getState().clear();
    useProjectStore.getState().clear();
    axiosInstance.defaults.adapter = answer(200, envelope(true, 'ok'));
    await http.post('/sys/login', { username: 'a' });
    const config = seen[0];
    expect(config.headers.has('X-Access-Token')).toBe(false);
    expect(config.headers.has('projectId')).toBe(false);
    expect(config.headers.get('tenant-id')).toBe('0');
    expect(config.params).toBeUndefined();
  });

  it('fetches a file as bytes with the session headers, and rejects after the notice when it is missing', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4').buffer;
    axiosInstance.defaults.adapter = answer(200, pdf);
    await expect(http.bytes('/sys/common/static/technology/plan.pdf')).resolves.toBe(pdf);
    expect(seen[0].responseType).toBe('arraybuffer');
    expect(seen[0].headers.get('X-Access-Token')).toBe('tok-1');
    axiosInstance.defaults.adapter = answer(404, envelope(false, '文件不存在'));
    await expect(http.bytes('/sys/common/static/technology/gone.pdf')).rejects.toThrow();
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ description: '很抱歉，资源未找到!' }));
  });

  it('resolves with the envelope when the server refuses with success false', async () => {
    axiosInstance.defaults.adapter = answer(200, envelope(false, '请输入正确手机号'));
    await expect(http.post('/labour/worker/add', {})).resolves.toMatchObject({ success: false, message: '请输入正确手机号' });
    expect(notices.error).not.toHaveBeenCalled();
  });

  it('on 401 with a token says 登录已过期, clears the session and reloads to login after 1.5 s', async () => {
    vi.useFakeTimers();
    axiosInstance.defaults.adapter = answer(401, envelope(false, 'Token失效，请重新登录!'));
    await expect(http.get('/labour/worker/list')).rejects.toThrow();
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ description: expect.stringContaining('登录已过期') }));
    expect(useSessionStore.getState().token).toBeNull();
    vi.advanceTimersByTime(1499);
    expect(reloadToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reloadToLogin).toHaveBeenCalledTimes(1);
  });

  it('on 401 without a token only shows the notice', async () => {
    vi.useFakeTimers();
    useSessionStore.getState().clear();
    axiosInstance.defaults.adapter = answer(401, envelope(false, 'Token失效，请重新登录!'));
    await expect(http.get('/sys/permission/getUserPermissionByToken')).rejects.toThrow();
    vi.advanceTimersByTime(2000);
    expect(notices.error).toHaveBeenCalledTimes(1);
    expect(reloadToLogin).not.toHaveBeenCalled();
  });

  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
    [426, '试用期已过，请联系管理员'],
    [502, '网关错误'],
  ])('on HTTP %i shows %s', async (status, description) => {
    axiosInstance.defaults.adapter = answer(status, envelope(false, '网关错误'));
    await expect(http.get('/x')).rejects.toThrow();
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ description }));
  });

  it('on a 500 saying Token失效 opens the 登录已过期 modal with 重新登录', async () => {
    axiosInstance.defaults.adapter = answer(500, envelope(false, 'Token失效，请重新登录!'));
    await expect(http.get('/x')).rejects.toThrow();
    expect(modals.error).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已过期', okText: '重新登录' }));
    expect(notices.error).not.toHaveBeenCalled();
  });

  it('on a client timeout shows 网络超时', async () => {
    axiosInstance.defaults.adapter = async (config) => {
      throw new AxiosError('timeout of 150000ms exceeded', 'ECONNABORTED', config);
    };
    await expect(http.get('/x')).rejects.toThrow();
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ description: '网络超时' }));
  });

  it('cancels an identical non-GET call while the first is in flight', async () => {
    axiosInstance.defaults.adapter = answer(200, envelope(true, 'ok'), 20);
    const [first, second] = await Promise.allSettled([http.post('/labour/worker/add', { empName: '甲' }), http.post('/labour/worker/add', { empName: '甲' })]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { success: true } });
    expect(second).toMatchObject({ status: 'rejected', reason: { name: 'CanceledError' } });
    expect(seen).toHaveLength(1);
    expect(notices.error).not.toHaveBeenCalled();
    expect(messages.warning).toHaveBeenCalledWith('重复请求已被中断');
    await expect(http.post('/labour/worker/add', {})).resolves.toMatchObject({ success: true });
  });

  it('signs GET and POST with X-Sign and X-TIMESTAMP, and leaves PUT, DELETE and upload unsigned', async () => {
    axiosInstance.defaults.adapter = answer(200, envelope(true, 'ok'));
    await http.get('/sys/dict/getDictItems/sex', { pageNo: 1 });
    await http.post('/labour/worker/add', { empName: '甲' });
    await http.put('/labour/worker/edit', { id: '1' });
    await http.delete('/labour/worker/delete', { id: '1' });
    await http.upload('/labour/worker/importExcel', new FormData());
    expect(seen[0].headers.get('X-Sign')).toBe(signRequest('/sys/dict/getDictItems/sex', { pageNo: 1 }));
    expect(Number(seen[0].headers.get('X-TIMESTAMP'))).toBeGreaterThan(1_600_000_000_000);
    expect(seen[1].headers.get('X-Sign')).toBe(signRequest('/labour/worker/add', { empName: '甲' }));
    for (const unsigned of seen.slice(2)) expect(unsigned.headers.has('X-Sign')).toBe(false);
  });
});
