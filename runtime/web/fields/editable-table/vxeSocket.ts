/** Live-table socket timings (widgets-spec §9). */
export const HEARTBEAT_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 6_000;
export const RECONNECT_MS = 5_000;

/** Messages of the live-table socket (jeecg-contract §1.9). */
export type VxeMessage =
  | { type: 'heart_beat'; data?: unknown }
  | { type: 'common_send_date'; data: unknown }
  | { type: 'update_vxe_table'; data: { socketKey: string; args: [Record<string, unknown>, string?] } };

/** The little of a WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  onclose: (() => void) | null;
  send(data: string): void;
  close(): void;
}

export interface VxeSocketOptions {
  url: string;
  token: string;
  /** Only updates for this table are applied. */
  socketKey: string;
  /** This page's id; updates this page sent itself are ignored. */
  caseId: string;
  onRow(row: Record<string, unknown>): void;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
}

/**
 * The live-table socket of one table on one page: connects with the token as sub-protocol, sends
 * a heartbeat every 10 s, treats a heartbeat unanswered for 6 s as a dead line, and reconnects
 * 5 s after an error, a close or such a timeout. `update_vxe_table` rows of its table from other
 * pages are handed to `onRow`.
 */
export class VxeSocketClient {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private timeout: ReturnType<typeof setTimeout> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly options: VxeSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.reconnect);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private connect(): void {
    const create = this.options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike);
    const socket = create(this.options.url, [this.options.token]);
    this.socket = socket;
    socket.onopen = () => this.startHeartbeat();
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => this.lost(socket);
    socket.onclose = () => this.lost(socket);
  }

  private startHeartbeat(): void {
    this.clearTimers();
    this.heartbeat = setInterval(() => {
      this.socket?.send(JSON.stringify({ type: 'heart_beat', data: '-' }));
      clearTimeout(this.timeout);
      this.timeout = setTimeout(() => this.socket && this.lost(this.socket), HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_MS);
  }

  private receive(data: unknown): void {
    let message: VxeMessage;
    try {
      message = JSON.parse(String(data)) as VxeMessage;
    } catch {
      return;
    }
    if (message.type === 'heart_beat') clearTimeout(this.timeout);
    if (message.type === 'update_vxe_table') {
      const { socketKey, args } = message.data;
      if (socketKey === this.options.socketKey && args[1] !== this.options.caseId) this.options.onRow(args[0]);
    }
  }

  private lost(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.clearTimers();
    this.socket = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.close();
    if (this.stopped) return;
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => this.connect(), RECONNECT_MS);
  }

  private clearTimers(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.timeout);
  }
}

/** The project and tenant the page works in; the server only sends it rows of that project and tenant. */
export interface VxePageScope {
  projectId: string | null;
  tenantId: string;
}

/**
 * `ws(s)://host/api/vxeSocket/{userId}/{pageId}?projectId=&tenantId=` for the current page: a
 * websocket carries no headers, so the project and tenant the requests send as headers go in the query.
 */
export function vxeSocketUrl(location: Pick<Location, 'protocol' | 'host'>, userId: string, pageId: string, { projectId, tenantId }: VxePageScope): string {
  const query = new URLSearchParams({ projectId: projectId ?? '', tenantId });
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}?${query}`;
}
