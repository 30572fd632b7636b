import { useCallback, useState } from 'react';
import { http } from '../../http/client';
import { captchaImageSrc } from './captchaImageSrc';

function newCheckKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export interface Captcha {
  checkKey: string;
  imageSrc: string | null;
  /** A new key and image: after each failed attempt, and on click. */
  refresh(): Promise<void>;
}

/** The image code of the login form, keyed by a fresh random `checkKey` per attempt. */
export function useCaptcha(): Captcha {
  const [state, setState] = useState<{ checkKey: string; imageSrc: string | null }>({ checkKey: newCheckKey(), imageSrc: null });
  const refresh = useCallback(async () => {
    const checkKey = newCheckKey();
    setState({ checkKey, imageSrc: null });
    const answer = await http.get<string>(`/sys/randomImage/${checkKey}`).catch(() => null);
    if (answer?.success && typeof answer.result === 'string') setState({ checkKey, imageSrc: captchaImageSrc(answer.result) });
  }, []);
  return { ...state, refresh };
}
