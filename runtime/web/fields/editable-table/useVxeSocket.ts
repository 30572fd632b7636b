import { useEffect, useRef } from 'react';
import { useProjectStore } from '../../stores/projectStore';
import { useSessionStore } from '../../stores/sessionStore';
import { VxeSocketClient, vxeSocketUrl } from './vxeSocket';

/** One id per page load: the socket's pageId and the caseId that keeps a page's own updates out. */
const PAGE_ID = crypto.randomUUID().replace(/-/g, '');

/**
 * Keeps a live-table socket open for `socketKey` while enabled and signed in; rows go to `onRow`.
 * A change of project or tenant reconnects, so the page receives that project's rows.
 */
export function useVxeSocket(socketKey: string | undefined, enabled: boolean, onRow: (row: Record<string, unknown>) => void): void {
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.userInfo?.id);
  const tenantId = useSessionStore((state) => state.tenantId);
  const projectId = useProjectStore((state) => state.projectId);
  const handler = useRef(onRow);
  handler.current = onRow;
  useEffect(() => {
    if (!enabled || !socketKey || !token || !userId || typeof WebSocket === 'undefined') return;
    const client = new VxeSocketClient({
      url: vxeSocketUrl(window.location, userId, PAGE_ID, { projectId, tenantId }),
      token,
      socketKey,
      caseId: PAGE_ID,
      onRow: (row) => handler.current(row),
    });
    client.start();
    return () => client.stop();
  }, [socketKey, enabled, token, userId, projectId, tenantId]);
}
