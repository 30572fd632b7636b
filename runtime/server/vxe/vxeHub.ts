/** The little the hub needs of a socket. */
export interface VxeConnection {
  send(data: string): void;
}

/** A row change for the tables showing `socketKey` (the detail table name); caseId names the sender page. */
export interface VxeRowUpdate {
  socketKey: string;
  row: Record<string, unknown>;
  caseId: string;
}

/**
 * Open live-table sockets by page id, in this process. Every row update goes to every page
 * except the one that caused it; the page filters by socketKey (jeecg-contract §1.9).
 */
export class VxeHub {
  private readonly pages = new Map<string, VxeConnection>();

  /** Registers a page's socket; returns the function that removes it again. */
  connect(pageId: string, connection: VxeConnection): () => void {
    this.pages.set(pageId, connection);
    return () => {
      if (this.pages.get(pageId) === connection) this.pages.delete(pageId);
    };
  }

  /** Sends `update_vxe_table` to every other page; returns how many got it. */
  broadcast({ socketKey, row, caseId }: VxeRowUpdate): number {
    const data = JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } });
    let sent = 0;
    for (const [pageId, connection] of this.pages) {
      if (pageId === caseId) continue;
      connection.send(data);
      sent += 1;
    }
    return sent;
  }
}
