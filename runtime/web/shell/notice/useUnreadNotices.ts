import { useCallback, useEffect, useState } from 'react';
import { http } from '../../http/client';
import { useSessionStore } from '../../stores/sessionStore';
import type { UnreadNotices } from './notice.types';
import { publishSocketEvent } from './noticeEvents';
import { noticeSocketUrl, openNoticeSocket } from './noticeSocket';

const NONE: UnreadNotices = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/**
 * The bell's unread notices: loaded on mount, whenever the notice socket opens (a notice sent before
 * it was open, or while it reconnected, is not pushed again) and whenever it pushes a notice. The
 * bell owns the socket; its other messages go to the pages listening (noticeEvents).
 * There is no polling (shell-spec §4: the 6 s timer is defined upstream but never started).
 */
export function useUnreadNotices(): { notices: UnreadNotices; reload(): Promise<void> } {
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.userInfo?.id);
  const [notices, setNotices] = useState<UnreadNotices>(NONE);

  const reload = useCallback(async () => {
    try {
      const answer = await http.get<UnreadNotices>('/sys/annountCement/listByUser');
      if (answer.success && answer.result) setNotices(answer.result);
    } catch {
      // The http client has shown the error; the list stays as it was.
    }
  }, []);

  useEffect(() => {
    void reload();
    if (!token || !userId) return undefined;
    return openNoticeSocket({ url: noticeSocketUrl(userId), token, onNotice: () => void reload(), onOpen: () => void reload(), onEvent: publishSocketEvent });
  }, [token, userId, reload]);

  return { notices, reload };
}
