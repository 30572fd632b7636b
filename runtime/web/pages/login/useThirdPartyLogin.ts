import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { feedback } from '../../shell/feedback/feedback';
import { signInByThirdParty } from './signIn';

export const THIRD_LOGIN_TITLE = '第三方登录提示';

/**
 * Third-party login (shell-spec §2): with `from=third` in the query, the `code` is exchanged
 * once; success calls `onSignedIn`, failure shows the notification 第三方登录提示 with the
 * message. Returns whether the exchange is still running.
 */
export function useThirdPartyLogin(onSignedIn: () => void): boolean {
  const [searchParams] = useSearchParams();
  const isThird = searchParams.get('from') === 'third';
  const code = searchParams.get('code') ?? '';
  const thirdType = searchParams.get('thirdType') ?? '';
  const [running, setRunning] = useState(isThird);
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
      .then((outcome) => (outcome.ok ? onSignedIn() : fail(outcome.message)))
      .catch(() => undefined)
      .finally(() => setRunning(false));
  }, [isThird, code, thirdType, onSignedIn]);

  return running;
}
