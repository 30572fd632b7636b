import type { ThirdIdentity, ThirdPartyProvider } from './identityProvider';

/** The third type of 钉钉 (as upstream: /user/login?thirdType=dingtalk). */
export const DINGTALK_THIRD_TYPE = 'dingtalk';

export interface DingTalkConfig {
  /** The app's Client ID (formerly AppKey). */
  clientId: string;
  /** The app's Client Secret (formerly AppSecret). */
  clientSecret: string;
  /** DingTalk's server API; a test points it at a local fake. */
  apiBase: string;
}

const DINGTALK_API = 'https://api.dingtalk.com';
/** DingTalk's OAuth 2 authorization page (QR code in a browser, a confirmation inside the DingTalk client). */
const DINGTALK_LOGIN = 'https://login.dingtalk.com/oauth2/auth';

/** 钉钉 from DINGTALK_CLIENT_ID and DINGTALK_CLIENT_SECRET (and DINGTALK_API_BASE), or null when not both are set. */
export function dingTalkConfigFromEnv(env: NodeJS.ProcessEnv): DingTalkConfig | null {
  const [clientId, clientSecret] = [env.DINGTALK_CLIENT_ID, env.DINGTALK_CLIENT_SECRET].map((value) => value?.trim() ?? '');
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, apiBase: (env.DINGTALK_API_BASE?.trim() || DINGTALK_API).replace(/\/+$/, '') };
}

/**
 * 钉钉 sign-in (OAuth 2 of an internal or third-party app, scope openid): the code becomes a user
 * access token (`POST /v1.0/oauth2/userAccessToken`), which reads the signed-in person
 * (`GET /v1.0/contact/users/me`). The identity is the person's unionId: it stays the same across the
 * developer's apps, where the openId would change with the app. A code DingTalk refuses proves nothing.
 */
export function dingTalkProvider(config: DingTalkConfig): ThirdPartyProvider {
  return {
    title: '钉钉',
    authorizeUrl: (redirectUri, state) =>
      `${DINGTALK_LOGIN}?${new URLSearchParams({ redirect_uri: redirectUri, response_type: 'code', client_id: config.clientId, scope: 'openid', state, prompt: 'consent' })}`,
    async verify(code): Promise<ThirdIdentity | null> {
      const token = await fetchJson(`${config.apiBase}/v1.0/oauth2/userAccessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: config.clientId, clientSecret: config.clientSecret, code, grantType: 'authorization_code' }),
      });
      if (token.status === 400) return null;
      if (!token.ok || typeof token.body.accessToken !== 'string')
        throw new Error(`DingTalk userAccessToken failed: HTTP ${token.status} ${token.body.code ?? ''}`);
      const me = await fetchJson(`${config.apiBase}/v1.0/contact/users/me`, { headers: { 'x-acs-dingtalk-access-token': token.body.accessToken } });
      if (!me.ok) throw new Error(`DingTalk contact/users/me failed: HTTP ${me.status} ${me.body.code ?? ''}`);
      const unionId = typeof me.body.unionId === 'string' ? me.body.unionId : '';
      if (!unionId) return null;
      return { thirdUserId: unionId, name: typeof me.body.nick === 'string' && me.body.nick ? me.body.nick : unionId };
    },
  };
}

/** DingTalk's new API answers errors with an HTTP status and `{ code, message }`; a refused code is 400. */
async function fetchJson(url: string, init: RequestInit): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, body };
}
