import type { ThirdIdentity, ThirdPartyProvider } from './identityProvider';

/** The third type of 企业微信 (as upstream: /user/login?thirdType=wechat_enterprise). */
export const WECOM_THIRD_TYPE = 'wechat_enterprise';

export interface WeComConfig {
  corpId: string;
  agentId: string;
  secret: string;
  /** WeCom's server API; a test points it at a local fake. */
  apiBase: string;
}

const WECOM_API = 'https://qyapi.weixin.qq.com';
/** WeCom's web login (QR code in a browser, silent inside the WeCom client). */
const WECOM_LOGIN = 'https://login.work.weixin.qq.com/wwlogin/sso/login';
/** errcodes of an invalid or expired access token: fetch a new one and try once more. */
const TOKEN_ERRORS = new Set([40014, 42001]);

/** WeCom from WECOM_CORP_ID, WECOM_AGENT_ID, WECOM_SECRET (and WECOM_API_BASE), or null when not all are set. */
export function weComConfigFromEnv(env: NodeJS.ProcessEnv): WeComConfig | null {
  const [corpId, agentId, secret] = [env.WECOM_CORP_ID, env.WECOM_AGENT_ID, env.WECOM_SECRET].map((value) => value?.trim() ?? '');
  if (!corpId || !agentId || !secret) return null;
  return { corpId, agentId, secret, apiBase: (env.WECOM_API_BASE?.trim() || WECOM_API).replace(/\/+$/, '') };
}

type WeComAnswer = { errcode?: number; errmsg?: string } & Record<string, unknown>;

/**
 * 企业微信 sign-in (OAuth of a self-built app): `cgi-bin/gettoken` with the corp id and the app's
 * secret (the token is reused until shortly before it expires), `cgi-bin/auth/getuserinfo` turns
 * the code into the member's userid, and `cgi-bin/user/get` adds their name when the app may read
 * it. A visitor who is not a member of the corporation (only an openid) proves nothing.
 */
export function weComProvider(config: WeComConfig): ThirdPartyProvider {
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const answer = await fetchJson(`${config.apiBase}/cgi-bin/gettoken?${new URLSearchParams({ corpid: config.corpId, corpsecret: config.secret })}`);
    if (answer.errcode || typeof answer.access_token !== 'string') throw new Error(`WeCom gettoken failed: ${answer.errcode} ${answer.errmsg}`);
    const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 7200;
    cached = { token: answer.access_token, until: Date.now() + Math.max(lifetime - 300, 60) * 1000 };
    return cached.token;
  }

  async function call(path: string, query: Record<string, string>): Promise<WeComAnswer> {
    const ask = async () => fetchJson(`${config.apiBase}${path}?${new URLSearchParams({ access_token: await accessToken(), ...query })}`);
    const answer = await ask();
    if (!TOKEN_ERRORS.has(Number(answer.errcode))) return answer;
    cached = null;
    return ask();
  }

  return {
    title: '企业微信',
    authorizeUrl: (redirectUri, state) =>
      `${WECOM_LOGIN}?${new URLSearchParams({ login_type: 'CorpApp', appid: config.corpId, agentid: config.agentId, redirect_uri: redirectUri, state })}`,
    async verify(code): Promise<ThirdIdentity | null> {
      const info = await call('/cgi-bin/auth/getuserinfo', { code });
      const userId = !info.errcode && typeof info.userid === 'string' ? info.userid : '';
      if (!userId) return null;
      const member = await call('/cgi-bin/user/get', { userid: userId });
      const name = !member.errcode && typeof member.name === 'string' && member.name ? member.name : userId;
      return { thirdUserId: userId, name };
    },
  };
}

async function fetchJson(url: string): Promise<WeComAnswer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`WeCom answered HTTP ${response.status}`);
  return (await response.json()) as WeComAnswer;
}
