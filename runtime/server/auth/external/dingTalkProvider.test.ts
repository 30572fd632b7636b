import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localHttpServer } from '../../../../tests/fixtures/localHttpServer';
import { dingTalkConfigFromEnv, dingTalkProvider } from './dingTalkProvider';

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A local fake of DingTalk's new server API: one app, one person, one valid code per person. */
function fakeDingTalk() {
  const calls: string[] = [];
  const server = localHttpServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push(`${request.method} ${url.pathname}`);
    const reply = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'POST' && url.pathname === '/v1.0/oauth2/userAccessToken') {
      const body = await jsonBody(request);
      if (body.clientId !== 'ding-app' || body.clientSecret !== 's3cret') return reply(403, { code: 'Forbidden.AccessDenied', message: 'invalid client' });
      if (body.grantType !== 'authorization_code') return reply(400, { code: 'invalidParameter', message: 'grantType' });
      if (body.code === 'person-code') return reply(200, { accessToken: 'user-token-1', refreshToken: 'r', expireIn: 7200 });
      if (body.code === 'no-union-code') return reply(200, { accessToken: 'user-token-2', refreshToken: 'r', expireIn: 7200 });
      return reply(400, { code: 'invalidAuthCode', message: '不合法的临时授权码' });
    }
    if (request.method === 'GET' && url.pathname === '/v1.0/contact/users/me') {
      const token = request.headers['x-acs-dingtalk-access-token'];
      if (token === 'user-token-1') return reply(200, { nick: '李四', unionId: 'union-lisi', openId: 'open-lisi', stateCode: '86' });
      if (token === 'user-token-2') return reply(200, { nick: '访客', openId: 'open-guest', stateCode: '86' });
      return reply(401, { code: 'InvalidAuthentication', message: 'token invalid' });
    }
    return reply(404, { code: 'notFound' });
  });
  return { server, calls };
}

describe('钉钉 provider against a fake DingTalk API', () => {
  const fake = fakeDingTalk();
  const provider = (clientSecret = 's3cret') => dingTalkProvider({ clientId: 'ding-app', clientSecret, apiBase: fake.server.base });

  beforeAll(() => fake.server.start());
  afterAll(() => fake.server.stop());
  beforeEach(() => {
    fake.calls.length = 0;
  });

  it('turns a code into the person’s unionId and nick through a user access token', async () => {
    expect(await provider().verify('person-code')).toEqual({ thirdUserId: 'union-lisi', name: '李四' });
    expect(fake.calls).toEqual(['POST /v1.0/oauth2/userAccessToken', 'GET /v1.0/contact/users/me']);
  });

  it('proves nothing for a code DingTalk refuses or a person without a unionId', async () => {
    expect(await provider().verify('made-up')).toBeNull();
    expect(await provider().verify('no-union-code')).toBeNull();
  });

  it('fails loudly with a wrong secret, and builds the authorization URL with the redirect and state', async () => {
    await expect(provider('wrong').verify('person-code')).rejects.toThrow(/userAccessToken failed: HTTP 403/);
    const url = new URL(provider().authorizeUrl('https://site/api/sys/thirdLogin/callback/dingtalk', 'bind-abc'));
    expect(url.origin + url.pathname).toBe('https://login.dingtalk.com/oauth2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: 'https://site/api/sys/thirdLogin/callback/dingtalk',
      response_type: 'code',
      client_id: 'ding-app',
      scope: 'openid',
      state: 'bind-abc',
      prompt: 'consent',
    });
  });

  it('is configured only when client id and secret are both set', () => {
    expect(dingTalkConfigFromEnv({ DINGTALK_CLIENT_ID: 'ding' })).toBeNull();
    expect(dingTalkConfigFromEnv({ DINGTALK_CLIENT_ID: 'ding', DINGTALK_CLIENT_SECRET: 's', DINGTALK_API_BASE: 'http://127.0.0.1:9/' })).toEqual({
      clientId: 'ding',
      clientSecret: 's',
      apiBase: 'http://127.0.0.1:9',
    });
  });
});
