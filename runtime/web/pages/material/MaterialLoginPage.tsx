import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { materialHttp } from '../../http/materialClient';
import { useMaterialSessionStore } from '../../stores/materialSessionStore';
import { AccountLoginForm } from '../login/AccountLoginForm';
import type { Credentials, SignInOutcome } from '../login/signIn';
import { SubsystemLoginLayout } from '../login/SubsystemLoginLayout';

interface MaterialLoginResult {
  token?: string;
  userInfo?: { id: string; realname: string };
  captchaRequired?: boolean;
}

/** `POST /material/login`: stores the material token under cailiaoToken, never touching the platform session. */
async function materialSignIn(credentials: Credentials, checkKey: string): Promise<SignInOutcome> {
  const answer = await materialHttp.post<MaterialLoginResult | null>('/material/login', { ...credentials, checkKey });
  const result = answer.result ?? {};
  if (!answer.success || String(answer.code) !== '200' || !result.token || !result.userInfo) {
    return { ok: false, message: answer.message || '登录失败', captchaRequired: result.captchaRequired === true };
  }
  useMaterialSessionStore.getState().setLogin(result.token, result.userInfo.id, result.userInfo.realname);
  return { ok: true };
}

/** /material/login: the material sub-system's own sign-in. */
export function MaterialLoginPage() {
  const navigate = useNavigate();
  const onSignedIn = useCallback(() => navigate('/material/management', { replace: true }), [navigate]);
  return (
    <SubsystemLoginLayout title="物资管理系统">
      <AccountLoginForm submit={materialSignIn} onSignedIn={onSignedIn} />
    </SubsystemLoginLayout>
  );
}
