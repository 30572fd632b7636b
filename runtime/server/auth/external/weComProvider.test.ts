import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localHttpServer } from '../../../../tests/fixtures/localHttpServer';
import { weComConfigFromEnv, weComProvider } from './weComProvider';

/** A local fake of WeCom's server API: one member, one valid code, tokens that can be expired at will. */
function fakeWeCom() {
  const calls: string[] = [];
  const state = { tokens: 0, expired: false };
  const server = localHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push(url.pathname);
    const reply = (body: object) => response.setHeader('content-type', 'application/json').end(JSON.stringify(body));
    const tokenOk = url.searchParams.get('access_token') === `token-${state.tokens}` && !state.expired;
    if (url.pathname === '/cgi-bin/gettoken') {
      if (url.searchParams.get('corpid') !== 'ww-corp' || url.searchParams.get('corpsecret') !== 's3cret')
        return reply({ errcode: 40001, errmsg: 'invalid secret' });
      state.tokens += 1;
      state.expired = false;
      return reply({ errcode: 0, access_token: `token-${state.tokens}`, expires_in: 7200 });
    }
    if (!tokenOk) return reply({ errcode: 42001, errmsg: 'access_token expired' });
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      const code = url.searchParams.get('code');
      if (code === 'member-code') return reply({ errcode: 0, errmsg: 'ok', userid: 'ZhangSan' });
      if (code === 'visitor-code') return reply({ errcode: 0, errmsg: 'ok', openid: 'o-visitor' });
      return reply({ errcode: 40029, errmsg: 'invalid code' });
    }
    if (url.pathname === '/cgi-bin/user/get') return reply({ errcode: 0, userid: url.searchParams.get('userid'), name: '张三' });
    return reply({ errcode: 404 });
  });
  return { server, calls, state };
}

describe('企业微信 provider against a fake WeCom API', () => {
  const fake = fakeWeCom();
  let apiBase = '';

  beforeAll(async () => {
    await fake.server.start();
    apiBase = fake.server.base;
  });
  afterAll(() => fake.server.stop());
  beforeEach(() => {
    fake.calls.length = 0;
  });

  const provider = () => weComProvider({ corpId: 'ww-corp', agentId: '1000002', secret: 's3cret', apiBase });

  it('turns a member’s code into their userid and name, reusing the access token', async () => {
    const weCom = provider();
    expect(await weCom.verify('member-code')).toEqual({ thirdUserId: 'ZhangSan', name: '张三' });
    expect(await weCom.verify('member-code')).toEqual({ thirdUserId: 'ZhangSan', name: '张三' });
    expect(fake.calls.filter((path) => path === '/cgi-bin/gettoken')).toHaveLength(1);
  });

  it('proves nothing for a visitor (openid only) or a bad code', async () => {
    expect(await provider().verify('visitor-code')).toBeNull();
    expect(await provider().verify('made-up')).toBeNull();
  });

  it('fetches a new access token once WeCom says the old one expired', async () => {
    const weCom = provider();
    await weCom.verify('member-code');
    fake.state.expired = true;
    expect(await weCom.verify('member-code')).toMatchObject({ thirdUserId: 'ZhangSan' });
    expect(fake.calls.filter((path) => path === '/cgi-bin/gettoken')).toHaveLength(2);
  });

  it('fails loudly with a wrong secret, and builds the authorization URL with the redirect and state', async () => {
    await expect(weComProvider({ corpId: 'ww-corp', agentId: '1', secret: 'wrong', apiBase }).verify('member-code')).rejects.toThrow(/gettoken/);
    const url = new URL(provider().authorizeUrl('https://site/api/sys/thirdLogin/callback/wechat_enterprise', 'bind-abc'));
    expect(url.origin + url.pathname).toBe('https://login.work.weixin.qq.com/wwlogin/sso/login');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: 'ww-corp',
      agentid: '1000002',
      redirect_uri: 'https://site/api/sys/thirdLogin/callback/wechat_enterprise',
      state: 'bind-abc',
    });
  });

  it('is configured only when corp id, agent id and secret are all set', () => {
    expect(weComConfigFromEnv({ WECOM_CORP_ID: 'ww', WECOM_AGENT_ID: '1' })).toBeNull();
    expect(weComConfigFromEnv({ WECOM_CORP_ID: 'ww', WECOM_AGENT_ID: '1', WECOM_SECRET: 's', WECOM_API_BASE: 'http://127.0.0.1:9/' })).toEqual({
      corpId: 'ww',
      agentId: '1',
      secret: 's',
      apiBase: 'http://127.0.0.1:9',
    });
  });
});
