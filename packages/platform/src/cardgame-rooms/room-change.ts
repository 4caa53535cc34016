import type { CardRoomSnapshot } from './room-record.js';
import { viewCardRoom, type CardRoomView } from './room-view.js';

/**
 * What every room workflow hands back: the caller's own view (safe to send), their seat, and the full snapshot
 * for the server's fan-out, which must cut it down with `viewCardRoom` for each other browser.
 */
export interface CardRoomChange {
  view: CardRoomView;
  seat: number | null;
  snapshot: CardRoomSnapshot;
}

/** A room change as `seat` sees it. */
export function changeFor(snapshot: CardRoomSnapshot, seat: number | null): CardRoomChange {
  return { view: viewCardRoom(snapshot, seat), seat, snapshot };
}
