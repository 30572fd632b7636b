/** The little the hub needs of a socket. */
export interface VxeConnection {
  send(data: string): void;
}

/** One open live-table socket: whose it is and which project and tenant its page works in. */
export interface VxePage {
  userId: string;
  pageId: string;
  /** The token it opened with: every delivery re-checks it, so a revoked session stops receiving. */
  token: string;
  /** The project the page shows (a member project, checked at the upgrade); null before one is chosen. */
  projectId: string | null;
  tenantId: string;
  connection: VxeConnection;
}

/** A row change for the tables showing `socketKey` (the detail table name). */
export interface VxeRowUpdate {
  socketKey: string;
  row: Record<string, unknown>;
}

/** The page an update came from: it gets its own edit back from nobody. */
export type VxeSender = Pick<VxePage, 'userId' | 'pageId'>;

/** Whether a page may receive an update (its user may read the record); a failed check counts as no. */
export type VxeAudience = (page: VxePage) => Promise<boolean>;

/** The caseId of updates made by the server (a save): no page sent them. */
export const SERVER_CASE_ID = 'server';

const pageKey = (userId: string, pageId: string): string => JSON.stringify([userId, pageId]);

/**
 * Open live-table sockets in this process (VxeRelay brings every process's updates here), keyed by (user, page id): a page id is chosen by the
 * browser, so another user presenting the same id gets a key of their own and can neither replace
 * nor receive this user's socket. One key may hold several sockets (each editable table of a page
 * opens its own, and a reconnect may overlap the old one).
 */
export class VxeHub {
  private readonly pages = new Map<string, Set<VxePage>>();

  /** Registers a page's socket; returns the function that removes it again. */
  connect(page: VxePage): () => void {
    const key = pageKey(page.userId, page.pageId);
    const own = this.pages.get(key) ?? new Set<VxePage>();
    own.add(page);
    this.pages.set(key, own);
    return () => {
      own.delete(page);
      if (own.size === 0 && this.pages.get(key) === own) this.pages.delete(key);
    };
  }

  /**
   * Sends `update_vxe_table` for each update to every page the audience admits, except the
   * sender's own page (`from`). All checks finish before the first send, so when this resolves
   * every recipient has been written to. Returns how many sockets got the updates.
   */
  async broadcast(updates: readonly VxeRowUpdate[], audience: VxeAudience, from?: VxeSender): Promise<number> {
    if (updates.length === 0) return 0;
    const senderKey = from ? pageKey(from.userId, from.pageId) : null;
    const candidates = [...this.pages].filter(([key]) => key !== senderKey).flatMap(([, own]) => [...own]);
    const verdicts = await Promise.all(candidates.map((page) => audience(page).catch(() => false)));
    const recipients = candidates.filter((_, index) => verdicts[index]);
    const caseId = from?.pageId ?? SERVER_CASE_ID;
    const messages = updates.map(({ socketKey, row }) => JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } }));
    for (const page of recipients) {
      for (const message of messages) page.connection.send(message);
    }
    return recipients.length;
  }
}
