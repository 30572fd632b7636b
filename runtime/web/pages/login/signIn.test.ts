import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { axiosInstance } from '../../http/axiosInstance';
import { useDictStore } from '../../stores/dictStore';
import { useProjectStore } from '../../stores/projectStore';
import { useSessionStore } from '../../stores/sessionStore';
import { captchaImageSrc } from './captchaImageSrc';
import { signIn } from './signIn';

const menu = [{ id: 'm', path: '/isystem/user', component: 'screen/system.user', route: '1', meta: { title: '用户管理' } }];

interface Sent {
  url?: string;
  data?: unknown;
  token?: unknown;
  tenant?: unknown;
}

/** Answers each path with a fixed envelope and records the bodies sent. */
function server(answers: Record<string, unknown>, sent: Sent[] = []): AxiosAdapter {
  return async (config) => {
    sent.push({
      url: config.url,
      data: config.data ? JSON.parse(String(config.data)) : undefined,
      token: config.headers.get('X-Access-Token'),
      tenant: config.headers.get('tenant-id'),
    });
    const data = answers[config.url ?? ''] ?? { success: true, code: 200, message: '', result: null, timestamp: 0 };
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
}

const loginOk = (code: number) => ({
  success: true,
  code,
  message: '登录成功',
  timestamp: 0,
  result: { token: 't-9', userInfo: { id: 'u1', username: 'lisi', realname: '李思', tenantId: '0' }, sysAllDictItems: { sex: [{ value: '1', text: '男' }] } },
});
const permissions = (items: unknown) => ({ success: true, code: 200, message: '', timestamp: 0, result: { menu: items, auth: [], allAuth: [] } });

afterEach(() => {
  useSessionStore.getState().clear();
  useProjectStore.getState().clear();
  useDictStore.getState().clear();
});

describe('signIn', () => {
  it('stores the token, user, dictionaries and permissions on code 200', async () => {
    const sent: Sent[] = [];
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
    const sent: Sent[] = [];
    axiosInstance.defaults.adapter = server({ '/sys/login': loginOk(200), '/sys/permission/getUserPermissionByToken': permissions([]) }, sent);
    await expect(signIn({ username: 'lisi', password: 'pw' }, 'key1')).resolves.toMatchObject({ ok: false });
    expect(sent.map((call) => call.url)).toContain('/sys/logout');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('signIn with several departments and tenants', () => {
  const departs = [
    { id: 'p1', orgCode: 'A01A01', departName: '宁波石化二期项目', orgType: '3', shortName: '宁波二期' },
    { id: 'p2', orgCode: 'A01A02', departName: '连云港炼化一体化项目', orgType: '3', shortName: '连云港' },
  ];
  const tenantList = [
    { id: 'NB01', name: '宁波分公司' },
    { id: 'LYG01', name: '连云港分公司' },
  ];
  const loginAsking = { ...loginOk(200), result: { ...loginOk(200).result, departs, multi_depart: 2, tenantList } };
  const ok = (result: unknown) => ({ success: true, code: 200, message: '', timestamp: 0, result });

  it('waits for the choice without storing the session, then selects the department with the new token and works in the tenant', async () => {
    const sent: Sent[] = [];
    axiosInstance.defaults.adapter = server(
      { '/sys/login': loginAsking, '/sys/selectDepart': ok({ userInfo: {} }), '/sys/permission/getUserPermissionByToken': permissions(menu) },
      sent,
    );
    const outcome = await signIn({ username: 'lisi', password: 'pw' }, 'key1');
    if (!outcome.ok || !outcome.pending) throw new Error('expected a pending login');
    expect(outcome.pending.choice).toEqual({ departs, tenants: tenantList });
    expect(useSessionStore.getState().token).toBeNull();

    await expect(outcome.pending.finish({ orgCode: 'A01A02', tenantId: 'LYG01' })).resolves.toEqual({ ok: true });
    const select = sent.find((call) => call.url === '/sys/selectDepart');
    expect(select).toMatchObject({ data: { orgCode: 'A01A02', username: 'lisi' }, token: 't-9' });
    expect(useSessionStore.getState()).toMatchObject({ token: 't-9', tenantId: 'LYG01' });
    expect(useProjectStore.getState()).toMatchObject({ projectId: 'p2', projectName: '连云港' });
    expect(sent.find((call) => call.url === '/sys/permission/getUserPermissionByToken')?.tenant).toBe('LYG01');
  });

  it('signs the token out and stays signed out when the department is refused', async () => {
    const sent: Sent[] = [];
    const refused = { success: false, code: 500, message: '您不属于该部门，无法切换', result: null, timestamp: 0 };
    axiosInstance.defaults.adapter = server({ '/sys/login': loginAsking, '/sys/selectDepart': refused }, sent);
    const outcome = await signIn({ username: 'lisi', password: 'pw' }, 'key1');
    if (!outcome.ok || !outcome.pending) throw new Error('expected a pending login');
    await expect(outcome.pending.finish({ orgCode: 'A09', tenantId: 'NB01' })).resolves.toMatchObject({ ok: false, message: '您不属于该部门，无法切换' });
    expect(sent.find((call) => call.url === '/sys/logout')?.token).toBe('t-9');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('enters at once in the single tenant of a user with one department', async () => {
    const single = { ...loginOk(200), result: { ...loginOk(200).result, departs: departs.slice(0, 1), multi_depart: 1, tenantList: tenantList.slice(1) } };
    axiosInstance.defaults.adapter = server({ '/sys/login': single, '/sys/permission/getUserPermissionByToken': permissions(menu) });
    await expect(signIn({ username: 'lisi', password: 'pw' }, 'key1')).resolves.toEqual({ ok: true });
    expect(useSessionStore.getState()).toMatchObject({ token: 't-9', tenantId: 'LYG01' });
  });
});

describe('captchaImageSrc', () => {
  it('keeps a data URL, wraps raw SVG and bare base64', () => {
    expect(captchaImageSrc('data:image/svg+xml;base64,AAA')).toBe('data:image/svg+xml;base64,AAA');
    expect(captchaImageSrc('<svg></svg>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E');
    expect(captchaImageSrc('iVBOR')).toBe('data:image/png;base64,iVBOR');
  });
});
