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
  /**
   * A change made through some server (this one included) reached `version`: true when this hub has streams of the
   * room and has not sent them that version yet, so the room should be read again and published.
   */
  noticed(code: string, version: number): boolean;
  /** How many streams a room has open (for tests and health checks). */
  listeners(code: string): number;
}

/**
 * The hub of one server process. Changes made here are published at once; changes made through another server
 * arrive as notices over PostgreSQL LISTEN/NOTIFY (see room-server.server.ts), which `noticed` turns into a re-read
 * only when this hub's streams have not seen that version. The version check keeps two servers' bots from both
 * moving; a bot is played by the server where the change before it was made.
 */
export function createRoomHub(options: RoomHubOptions): RoomHub {
  const rooms = new Map<string, Set<RoomListener>>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The latest version each watched room's streams were sent. */
  const sent = new Map<string, number>();

  const publish = (snapshot: CardRoomSnapshot) => {
    const listeners = rooms.get(snapshot.code);
    if (listeners) sent.set(snapshot.code, Math.max(sent.get(snapshot.code) ?? 0, snapshot.version));
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
        if (set.size === 0 && rooms.get(code) === set) {
          rooms.delete(code);
          sent.delete(code);
        }
      };
    },
    noticed: (code, version) => rooms.has(code) && version > (sent.get(code) ?? 0),
    publish,
    changed,
    wake: scheduleBot,
    listeners: (code) => rooms.get(code)?.size ?? 0,
  };
}
