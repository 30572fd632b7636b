import { useEffect } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import { publishSocketEvent } from './noticeEvents';
import { noticeSocketUrl, openNoticeSocket } from './noticeSocket';

/** Outside the shell no bell owns the notice socket: a big screen opens its own, so its data events still arrive. */
export function useOwnNoticeSocket(): void {
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.userInfo?.id);
  useEffect(() => {
    if (!token || !userId) return undefined;
    return openNoticeSocket({ url: noticeSocketUrl(userId), token, onNotice: () => undefined, onEvent: publishSocketEvent });
  }, [token, userId]);
}
