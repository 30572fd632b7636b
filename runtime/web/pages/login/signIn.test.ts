import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { axiosInstance } from '../../http/axiosInstance';
import { useDictStore } from '../../stores/dictStore';
import { useSessionStore } from '../../stores/sessionStore';
import { captchaImageSrc } from './captchaImageSrc';
import { signIn } from './signIn';

const menu = [{ id: 'm', path: '/isystem/user', component: 'screen/system.user', route: '1', meta: { title: '用户管理' } }];

/** Answers each path with a fixed envelope and records the bodies sent. */
function server(answers: Record<string, unknown>, sent: { url?: string; data?: unknown }[] = []): AxiosAdapter {
  return async (config) => {
    sent.push({ url: config.url, data: config.data ? JSON.parse(String(config.data)) : undefined });
    const data = answers[config.url ?? ''] ?? { success: true, code: 200, message: '', result: null, timestamp: 0 };
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
}

const loginOk = (code: number) => ({
  success: true, code, message: '登录成功', timestamp: 0,
  result: { token: 't-9', userInfo: { id: 'u1', username: 'lisi', realname: '李思', tenantId: '0' }, sysAllDictItems: { sex: [{ value: '1', text: '男' }] } },
});
const permissions = (items: unknown) => ({ success: true, code: 200, message: '', timestamp: 0, result: { menu: items, auth: [], allAuth: [] } });

afterEach(() => {
  useSessionStore.getState().clear();
  useDictStore.getState().clear();
});

describe('signIn', () => {
  it('stores the token, user, dictionaries and permissions on code 200', async () => {
    const sent: { url?: string; data?: unknown }[] = [];
    axiosInstance.defaults.adapter = server({ '/sys/login': loginOk(200), '/sys/permission/getUserPermissionByToken': permissions(menu) }, sent);
    await expect(signIn({ username: 'lisi', password: 'pw' }, 'key1')).resolves.toEqual({ ok: true });
    expect(sent[0].data).toEqual({ username: 'lisi', password: 'pw', checkKey: 'key1' });
    const session = useSessionStore.getState();
    expect(session.token).toBe('t-9');
    expect(session.userInfo?.realname).toBe('李思');
    expect(session.menu).toHaveLength(1);
    expect(useDictStore.getState().entries.sex.items).toEqual([{ value: '1', text: '男' }]);
  });

  it('rejects an answer whose code is not 200', async () => {
    axiosInstance.defaults.adapter = server({ '/sys/login': loginOk(201) });
    const outcome = await signIn({ username: 'lisi', password: 'pw' }, 'key1');
    expect(outcome.ok).toBe(false);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('reports that the server now wants the image code', async () => {
    axiosInstance.defaults.adapter = server({
      '/sys/login': { success: false, code: 500, message: '用户名或密码错误', result: { captchaRequired: true }, timestamp: 0 },
    });
    await expect(signIn({ username: 'lisi', password: 'bad' }, 'key1')).resolves.toEqual({ ok: false, message: '用户名或密码错误', captchaRequired: true });
  });

  it('signs out again when the permission menu is empty', async () => {
    const sent: { url?: string; data?: unknown }[] = [];
    axiosInstance.defaults.adapter = server({ '/sys/login': loginOk(200), '/sys/permission/getUserPermissionByToken': permissions([]) }, sent);
    await expect(signIn({ username: 'lisi', password: 'pw' }, 'key1')).resolves.toMatchObject({ ok: false });
    expect(sent.map((call) => call.url)).toContain('/sys/logout');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('captchaImageSrc', () => {
  it('keeps a data URL, wraps raw SVG and bare base64', () => {
    expect(captchaImageSrc('data:image/svg+xml;base64,AAA')).toBe('data:image/svg+xml;base64,AAA');
    expect(captchaImageSrc('<svg></svg>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E');
    expect(captchaImageSrc('iVBOR')).toBe('data:image/png;base64,iVBOR');
  });
});
