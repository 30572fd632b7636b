import type { SocketBus } from '../notice/socketBus';
import { readersOf, type VxeDeps } from './vxeAccess';
import type { VxeHub, VxeRowUpdate, VxeSender } from './vxeHub';

/** The socket bus topic of live-table updates. */
const VXE_TOPIC = 'vxe';

/** Updates of one master record's detail rows, as the bus carries them: its readers are judged where the sockets are. */
export interface VxeRelayMessage {
  updates: VxeRowUpdate[];
  /** The master screen's id and the record whose list permission and scope decide who may read the rows. */
  screen: string;
  recordId: string;
  /** The page that pushed the rows, absent for a save. */
  from?: VxeSender;
}

/**
 * Live-table updates for the pages open on every server: `send` goes over the socket bus, and each
 * process hands the updates to its own hub with the record's readers checked there, against the
 * database, as of now.
 */
export class VxeRelay {
  constructor(
    private readonly bus: SocketBus,
    hub: VxeHub,
    deps: VxeDeps,
  ) {
    bus.handle<VxeRelayMessage>(VXE_TOPIC, async ({ updates, screen, recordId, from }) => {
      const master = deps.registry.screens.get(screen);
      if (master) await hub.broadcast(updates, readersOf(deps, master, recordId), from);
    });
  }

  /** Delivers the updates in this process (resolving once its sockets are written to) and in the others. */
  send(message: VxeRelayMessage): Promise<void> {
    return this.bus.publish(VXE_TOPIC, message);
  }
}
