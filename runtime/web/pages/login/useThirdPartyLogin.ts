import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { feedback } from '../../shell/feedback/feedback';
import { signInByThirdParty, type UnboundThird } from './signIn';

export const THIRD_LOGIN_TITLE = '第三方登录提示';

/**
 * Third-party login (shell-spec §2): with `from=third` in the query, the `code` is exchanged
 * once; success calls `onSignedIn`, an unbound identity is returned for 绑定已有账号, another
 * failure shows the notification 第三方登录提示 with the message. Also returns whether the
 * exchange is still running.
 */
export function useThirdPartyLogin(onSignedIn: () => void): { running: boolean; unbound: UnboundThird | null; forgetUnbound(): void } {
  const [searchParams] = useSearchParams();
  const isThird = searchParams.get('from') === 'third';
  const code = searchParams.get('code') ?? '';
  const thirdType = searchParams.get('thirdType') ?? '';
  const [running, setRunning] = useState(isThird);
  const [unbound, setUnbound] = useState<UnboundThird | null>(null);
  // The code last exchanged: each code is tried once, a new code in the URL is tried again.
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!isThird || exchanged.current === code) return;
    exchanged.current = code;
    setRunning(true);
    const fail = (description: string) => feedback().notification.error({ message: THIRD_LOGIN_TITLE, description, duration: 6 });
    if (!code || !thirdType) {
      fail('第三方登录参数错误');
      setRunning(false);
      return;
    }
    signInByThirdParty(code, thirdType)
      .then((outcome) => {
        if (outcome.ok) onSignedIn();
        else if ('unbound' in outcome) setUnbound(outcome.unbound);
        else fail(outcome.message);
      })
      .catch(() => undefined)
      .finally(() => setRunning(false));
  }, [isThird, code, thirdType, onSignedIn]);

  return { running, unbound, forgetUnbound: () => setUnbound(null) };
}
