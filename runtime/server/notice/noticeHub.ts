/** What the notice socket sends (jeecg-contract §1.9): `topic` for everyone, `user` for named users. */
export interface NoticeMessage {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

/** A screen's rows changed: an open dashboard refetches the widgets that read it. */
export interface DataChangedMessage {
  cmd: 'dataChanged';
  screen: string;
}

/** Who a message is for: every connected user, or the listed user ids. */
export type NoticeAudience = { all: true } | { userIds: readonly string[] };

/** The little a hub needs of a connection. */
export interface NoticeConnection {
  send(data: string): void;
}

/**
 * Connections by user id, in this process. `deliver` is the one way messages go out, so a
 * multi-process deployment can put a fan-out (e.g. PostgreSQL LISTEN/NOTIFY) in front of it and
 * call `deliver` in every process.
 */
export class NoticeHub {
  private readonly connections = new Map<string, Set<NoticeConnection>>();

  /** Registers a user's connection; returns the function that removes it again. */
  connect(userId: string, connection: NoticeConnection): () => void {
    const own = this.connections.get(userId) ?? new Set<NoticeConnection>();
    own.add(connection);
    this.connections.set(userId, own);
    return () => {
      own.delete(connection);
      if (own.size === 0) this.connections.delete(userId);
    };
  }

  /** Users with at least one open connection in this process. */
  connectedUserIds(): string[] {
    return [...this.connections.keys()];
  }

  /** Sends a message to its audience's open connections; returns how many connections got it. */
  deliver(audience: NoticeAudience, message: NoticeMessage | DataChangedMessage): number {
    const userIds = 'all' in audience ? [...this.connections.keys()] : audience.userIds;
    const data = JSON.stringify(message);
    let sent = 0;
    for (const userId of new Set(userIds)) {
      for (const connection of this.connections.get(userId) ?? []) {
        connection.send(data);
        sent += 1;
      }
    }
    return sent;
  }
}
