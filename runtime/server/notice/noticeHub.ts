import type { AppDb } from '../db/dbTypes';
import type { SocketBus } from './socketBus';

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

/** Who a message is for: every connected user (but those excepted), or the listed user ids. */
export type NoticeAudience = { all: true; except?: readonly string[] } | { userIds: readonly string[] };

/** The socket bus topic of notice messages. */
const NOTICE_TOPIC = 'notice';

/** The little a hub needs of a connection. */
export interface NoticeConnection {
  send(data: string): void;
}

/**
 * Connections by user id, in this process. `send` is the one way messages go out: it goes over the
 * socket bus, and every server process on the database delivers it to the connections it holds,
 * so a user connected to any server receives it.
 */
export class NoticeHub {
  private readonly connections = new Map<string, Set<NoticeConnection>>();

  constructor(private readonly bus: SocketBus) {
    bus.handle<{ audience: NoticeAudience; message: NoticeMessage | DataChangedMessage }>(NOTICE_TOPIC, ({ audience, message }) => {
      this.deliver(audience, message);
    });
  }

  /**
   * Sends a message to its audience's connections in every process: now, or, given a transaction,
   * once it commits (see SocketBus.publish).
   */
  send(audience: NoticeAudience, message: NoticeMessage | DataChangedMessage, trx?: AppDb): Promise<void> {
    return this.bus.publish(NOTICE_TOPIC, { audience, message }, trx);
  }

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

  /** Sends a message to its audience's open connections in this process; returns how many connections got it. */
  deliver(audience: NoticeAudience, message: NoticeMessage | DataChangedMessage): number {
    const except = new Set('all' in audience ? audience.except : []);
    const userIds = 'all' in audience ? [...this.connections.keys()].filter((userId) => !except.has(userId)) : audience.userIds;
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
