import type { Envelope } from '../../../core/http/envelope';
import { http } from '../../http/client';
import { loadPermissions } from '../../shell/permission/loadPermissions';
import type { DictItem } from '../../render/dict/dict.types';
import { useDictStore } from '../../stores/dictStore';
import { type UserInfo, useSessionStore } from '../../stores/sessionStore';

export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
}

interface LoginResult {
  token?: string;
  userInfo?: UserInfo & { tenantId?: unknown };
  captchaRequired?: boolean;
  sysAllDictItems?: Record<string, DictItem[]>;
}

export type SignInOutcome = { ok: true } | { ok: false; message: string; captchaRequired: boolean };

/**
 * Accepts a login answer of any sign-in route (password, phone, third party, CAS, SSO): only an
 * answer with code 200 and a token signs in (shell-spec §5). The token, user info and
 * dictionaries are stored and the permissions loaded before the caller navigates.
 */
export async function acceptLoginAnswer(answer: Envelope<LoginResult | null>): Promise<SignInOutcome> {
  const result = answer.result ?? {};
  if (!answer.success || String(answer.code) !== '200' || !result.token || !result.userInfo) {
    return { ok: false, message: answer.message || '登录失败', captchaRequired: result.captchaRequired === true };
  }
  const { id, username, realname, avatar, tenantId } = result.userInfo;
  useSessionStore.getState().setLogin(result.token, { id, username, realname, avatar }, typeof tenantId === 'string' && tenantId ? tenantId : '0');
  if (result.sysAllDictItems) useDictStore.getState().setAll(result.sysAllDictItems);
  try {
    await loadPermissions();
  } catch {
    await http.post('/sys/logout').catch(() => null);
    useSessionStore.getState().clear();
    return { ok: false, message: '请求用户信息失败，请重试！', captchaRequired: false };
  }
  return { ok: true };
}

/** `POST /sys/login` with account, password and (once asked for) the image code. */
export async function signIn(credentials: Credentials, checkKey: string): Promise<SignInOutcome> {
  return acceptLoginAnswer(await http.post<LoginResult | null>('/sys/login', { ...credentials, checkKey }));
}

/** `POST /sys/phoneLogin` with the phone number and its SMS code. */
export async function signInByPhone(mobile: string, captcha: string): Promise<SignInOutcome> {
  return acceptLoginAnswer(await http.post<LoginResult | null>('/sys/phoneLogin', { mobile, captcha }));
}

/** Third-party login: exchanges the code of `from=third` through `/sys/thirdLogin/getLoginUser/{code}/{thirdType}`. */
export async function signInByThirdParty(code: string, thirdType: string): Promise<SignInOutcome> {
  const url = `/sys/thirdLogin/getLoginUser/${encodeURIComponent(code)}/${encodeURIComponent(thirdType)}`;
  return acceptLoginAnswer(await http.get<LoginResult | null>(url));
}
