/** A message of the notice socket other than a notice: `{ cmd: 'dataChanged', screen }` for now. */
export interface SocketEvent {
  cmd: string;
  [key: string]: unknown;
}

type Listener = (event: SocketEvent) => void;

const listeners = new Set<Listener>();

/**
 * Pages listen to the shell's one notice socket here instead of opening sockets of their own
 * (the bell owns the socket; the dashboard hears `dataChanged`). Returns the unsubscribe.
 */
export function onSocketEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a socket message to every listener (called by the socket's owner). */
export function publishSocketEvent(event: SocketEvent): void {
  for (const listener of listeners) listener(event);
}
