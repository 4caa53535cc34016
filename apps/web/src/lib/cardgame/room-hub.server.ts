import {
  cardRoomBotToMove,
  viewCardRoom,
  type CardRoomChange,
  type CardRoomSnapshot,
  type CardRoomView,
  type Outcome,
} from '@harbinger/platform';

/** One open event stream: the seat it was opened for (null for a spectator) and how to send it a view. */
export interface RoomListener {
  seat: number | null;
  send(view: CardRoomView): void;
}

/**
 * What the hub needs from the outside: the bot workflow, a delay between bot moves, and somewhere to report failures.
 */
export interface RoomHubOptions {
  playBot(code: string): Promise<Outcome<CardRoomChange | null>>;
  botDelayMs: number;
  onError(error: unknown, code: string): void;
}

/** Fans room changes out to every open stream of this server process and keeps the bots moving. */
export interface RoomHub {
  /** Adds a stream; the returned function removes it. */
  subscribe(code: string, listener: RoomListener): () => void;
  /** Sends every stream of the room its own cut of the new snapshot. */
  publish(snapshot: CardRoomSnapshot): void;
  /** Publishes and, when a bot is due, plays it after the delay (then the next one, and so on). */
  changed(snapshot: CardRoomSnapshot): void;
  /** Plays a due bot without publishing first (after a restart, a page load finds a bot that never moved). */
  wake(snapshot: CardRoomSnapshot): void;
  /** How many streams a room has open (for tests and health checks). */
  listeners(code: string): number;
}

/**
 * An in-process hub: fine for one server. Several servers behind a load balancer would need the fan-out to go
 * through PostgreSQL LISTEN/NOTIFY instead (left for the live-table work); the version check already keeps two
 * servers' bots from both moving.
 */
export function createRoomHub(options: RoomHubOptions): RoomHub {
  const rooms = new Map<string, Set<RoomListener>>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const publish = (snapshot: CardRoomSnapshot) => {
    for (const listener of rooms.get(snapshot.code) ?? []) {
      try {
        listener.send(viewCardRoom(snapshot, listener.seat));
      } catch (error) {
        options.onError(error, snapshot.code);
      }
    }
  };

  const scheduleBot = (snapshot: CardRoomSnapshot) => {
    const code = snapshot.code;
    if (timers.has(code) || cardRoomBotToMove(snapshot) === null) return;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const outcome = await options.playBot(code);
          timers.delete(code);
          if (outcome.ok && outcome.value) changed(outcome.value.snapshot);
        } catch (error) {
          timers.delete(code);
          options.onError(error, code);
        }
      })();
    }, options.botDelayMs);
    timers.set(code, timer);
  };

  const changed = (snapshot: CardRoomSnapshot) => {
    publish(snapshot);
    scheduleBot(snapshot);
  };

  return {
    subscribe(code, listener) {
      const set = rooms.get(code) ?? new Set<RoomListener>();
      set.add(listener);
      rooms.set(code, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) rooms.delete(code);
      };
    },
    publish,
    changed,
    wake: scheduleBot,
    listeners: (code) => rooms.get(code)?.size ?? 0,
  };
}
