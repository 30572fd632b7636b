import type { SocketEvent } from './noticeEvents';

/** Heartbeat interval and reconnect delay of the notice socket (shell-spec §9). */
export const HEARTBEAT_MS = 20_000;
export const RECONNECT_MS = 5_000;
const HEARTBEAT = 'HeartBeat';

export interface NoticeSocketOptions {
  url: string;
  /** Sent as the WebSocket sub-protocol, which is how the server authenticates the socket. */
  token: string;
  /** A `topic` or `user` message arrived: the notice list should reload. */
  onNotice(): void;
  /** Any other message with a `cmd` (not the heartbeat reply), e.g. `dataChanged`. */
  onEvent?(event: SocketEvent): void;
  /**
   * The socket opened, the first time or after a reconnect. Whatever was pushed while it was not yet
   * (or no longer) open never arrives, so a listener reloads here what it would otherwise miss.
   */
  onOpen?(): void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

/** The parsed message when it is a JSON object with a string `cmd`, else null. */
function messageOf(data: unknown): SocketEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { cmd?: unknown } | null;
    return message && typeof message.cmd === 'string' ? (message as SocketEvent) : null;
  } catch {
    return null;
  }
}

const NOTICE_COMMANDS = new Set(['topic', 'user']);
const HEARTBEAT_REPLY_COMMAND = 'heartcheck';

/**
 * Keeps the notice socket open until the returned function is called: `HeartBeat` every 20 s
 * while open, and after an error or close one reconnect 5 s later (never two pending at once).
 */
export function openNoticeSocket({
  url,
  token,
  onNotice,
  onEvent,
  onOpen,
  createSocket = (target, protocols) => new WebSocket(target, protocols),
}: NoticeSocketOptions): () => void {
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function scheduleReconnect(): void {
    clearInterval(heartbeat);
    if (stopped || reconnect !== undefined) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, RECONNECT_MS);
  }

  function connect(): void {
    const current = createSocket(url, [token]);
    socket = current;
    current.onopen = () => {
      heartbeat = setInterval(() => current.readyState === WebSocket.OPEN && current.send(HEARTBEAT), HEARTBEAT_MS);
      onOpen?.();
    };
    current.onmessage = (event: MessageEvent) => {
      const message = messageOf(event.data);
      if (!message) return;
      if (NOTICE_COMMANDS.has(message.cmd)) onNotice();
      else if (message.cmd !== HEARTBEAT_REPLY_COMMAND) onEvent?.(message);
    };
    current.onerror = scheduleReconnect;
    current.onclose = scheduleReconnect;
  }

  connect();
  return () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(reconnect);
    socket?.close();
  };
}

/** The socket address of a user on this page's server: `/api/websocket/{userId}` over ws or wss. */
export function noticeSocketUrl(userId: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/websocket/${encodeURIComponent(userId)}`;
}
