import type { Envelope } from '../../../core/http/envelope';
import { axiosInstance } from '../../http/axiosInstance';
import { http } from '../../http/client';
import { loadPermissions } from '../../shell/permission/loadPermissions';
import type { DictItem } from '../../render/dict/dict.types';
import { useDictStore } from '../../stores/dictStore';
import { useProjectStore } from '../../stores/projectStore';
import { type UserInfo, useSessionStore } from '../../stores/sessionStore';
import { chosenProject, loginChoice, type LoginChoice, type LoginDepart, type LoginTenant } from './loginChoice';

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
  departs?: LoginDepart[];
  multi_depart?: number;
  tenantList?: LoginTenant[];
}

/** What the user picked in the login choice dialog (only the questions asked). */
export interface ChosenLogin {
  orgCode?: string;
  tenantId?: string;
}

/** A login the server accepted that waits for the user's department and/or tenant. */
export interface PendingLogin {
  choice: LoginChoice;
  /** Applies the choice and enters (or fails, signing the token out again). */
  finish(chosen: ChosenLogin): Promise<SignInOutcome>;
}

export type SignInOutcome = { ok: true; pending?: PendingLogin } | { ok: false; message: string; captchaRequired: boolean };

type AcceptedLogin = LoginResult & { token: string; userInfo: UserInfo & { tenantId?: unknown } };

const USER_INFO_FAILED = '请求用户信息失败，请重试！';

/** Stores the session and dictionaries and loads the permissions; a failed load signs out again. */
async function enter(result: AcceptedLogin, tenantId: string): Promise<SignInOutcome> {
  const { id, username, realname, avatar } = result.userInfo;
  useSessionStore.getState().setLogin(result.token, { id, username, realname, avatar }, tenantId);
  if (result.sysAllDictItems) useDictStore.getState().setAll(result.sysAllDictItems);
  try {
    await loadPermissions();
  } catch {
    await http.post('/sys/logout').catch(() => null);
    useSessionStore.getState().clear();
    return { ok: false, message: USER_INFO_FAILED, captchaRequired: false };
  }
  return { ok: true };
}

/**
 * The chosen department goes through POST /sys/selectDepart before the session is stored (a
 * stored token leaves the login page at once), so this call names the token itself.
 */
async function selectDepart(result: AcceptedLogin, orgCode: string): Promise<Envelope<unknown>> {
  const body = { orgCode, username: result.userInfo.username };
  return (await axiosInstance.post<Envelope<unknown>>('/sys/selectDepart', body, { headers: { 'X-Access-Token': result.token } })).data;
}

function pendingLogin(result: AcceptedLogin, choice: LoginChoice, defaultTenant: string): PendingLogin {
  return {
    choice,
    async finish({ orgCode, tenantId }) {
      if (orgCode) {
        const answer = await selectDepart(result, orgCode).catch(() => null);
        if (!answer?.success) {
          await axiosInstance.post('/sys/logout', undefined, { headers: { 'X-Access-Token': result.token } }).catch(() => null);
          return { ok: false, message: answer?.message || USER_INFO_FAILED, captchaRequired: false };
        }
        const project = chosenProject(choice.departs, orgCode);
        if (project) useProjectStore.getState().setProject(project.id, project.name);
      }
      return enter(result, tenantId ?? defaultTenant);
    },
  };
}

type Failed = Extract<SignInOutcome, { ok: false }>;

/** Only an answer with code 200, a token and the user signs in (shell-spec §5). */
function checkAnswer(answer: Envelope<LoginResult | null>): AcceptedLogin | Failed {
  const result = answer.result ?? {};
  if (!answer.success || String(answer.code) !== '200' || !result.token || !result.userInfo) {
    return { ok: false, message: answer.message || '登录失败', captchaRequired: result.captchaRequired === true };
  }
  return result as AcceptedLogin;
}

const choiceOf = (result: AcceptedLogin) => loginChoice({ ...result, ownTenantId: result.userInfo.tenantId });

/**
 * Accepts a login answer of a sign-in route that asks nothing (third party, CAS, SSO): the token,
 * user info and dictionaries are stored and the permissions loaded before the caller navigates;
 * the user works in their single tenant, else their own.
 */
export async function acceptLoginAnswer(answer: Envelope<LoginResult | null>): Promise<SignInOutcome> {
  const checked = checkAnswer(answer);
  return 'ok' in checked ? checked : enter(checked, choiceOf(checked).tenantId);
}

/**
 * Like acceptLoginAnswer for the login page's forms, which ask as upstream LoginSelectTenant:
 * with several departments or tenants the outcome holds the pending login instead.
 */
async function acceptAsking(answer: Envelope<LoginResult | null>): Promise<SignInOutcome> {
  const checked = checkAnswer(answer);
  if ('ok' in checked) return checked;
  const { choice, tenantId } = choiceOf(checked);
  return choice ? { ok: true, pending: pendingLogin(checked, choice, tenantId) } : enter(checked, tenantId);
}

/** `POST /sys/login` with account, password and (once asked for) the image code. */
export async function signIn(credentials: Credentials, checkKey: string): Promise<SignInOutcome> {
  return acceptAsking(await http.post<LoginResult | null>('/sys/login', { ...credentials, checkKey }));
}

/** `POST /sys/phoneLogin` with the phone number and its SMS code. */
export async function signInByPhone(mobile: string, captcha: string): Promise<SignInOutcome> {
  return acceptAsking(await http.post<LoginResult | null>('/sys/phoneLogin', { mobile, captcha }));
}

/** A third-party identity the server knows no binding for (HTTP 409 of the third-party login). */
export interface UnboundThird {
  bindTicket: string;
  thirdType: string;
  /** 企业微信, 钉钉, … */
  title: string;
  thirdName: string;
}

export type ThirdSignInOutcome = SignInOutcome | { ok: false; message: string; captchaRequired: false; unbound: UnboundThird };

/**
 * Third-party login: exchanges the code of `from=third` through `/sys/thirdLogin/getLoginUser/{code}/{thirdType}`.
 * An unbound identity (409) is no error to notify: the outcome carries it for 绑定已有账号.
 */
export async function signInByThirdParty(code: string, thirdType: string): Promise<ThirdSignInOutcome> {
  const url = `/sys/thirdLogin/getLoginUser/${encodeURIComponent(code)}/${encodeURIComponent(thirdType)}`;
  const unboundStatus = 409;
  const answer = (
    await axiosInstance.get<Envelope<LoginResult | UnboundThird | null>>(url, { validateStatus: (status) => status < 300 || status === unboundStatus })
  ).data;
  const result = answer.result;
  if (answer.code === unboundStatus && result && 'bindTicket' in result) return { ok: false, message: answer.message, captchaRequired: false, unbound: result };
  return acceptLoginAnswer(answer as Envelope<LoginResult | null>);
}

/** 绑定已有账号: the platform account and password bind the unbound identity and sign in. */
export async function bindThirdAndSignIn(unbound: UnboundThird, credentials: Credentials, checkKey: string): Promise<SignInOutcome> {
  const body = { ...credentials, checkKey, thirdType: unbound.thirdType, bindTicket: unbound.bindTicket };
  return acceptAsking(await http.post<LoginResult | null>('/sys/thirdLogin/bindAccount', body));
}
