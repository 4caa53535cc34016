import type { Cookies } from '@sveltejs/kit';
import {
  cardRoomSnapshot,
  listenCardRooms,
  playCardRoomBotMove,
  type CardRoomCaller,
  type Platform,
} from '@harbinger/platform';
import { requestIsHttps } from '#lib/server/session-cookie.ts';
import { createRoomHub, type RoomHub } from './room-hub.server.js';

/** Pause before each bot move, so people can follow what the bots do. */
export const BOT_DELAY_MS = 900;

let hub: RoomHub | undefined;

/**
 * This server process's room hub, made on first use with the platform it serves. It also listens for room changes
 * made through any server on the database (one LISTEN per process), re-reading a room only when its streams here
 * have not seen the new version.
 */
export function roomHub(platform: Platform): RoomHub {
  if (hub) return hub;
  const made = createRoomHub({
    playBot: (code) => playCardRoomBotMove(platform, code),
    botDelayMs: BOT_DELAY_MS,
    onError: (error, code) => platform.log.error('card room bot failed', { code, error: String(error) }),
  });
  hub = made;
  listenCardRooms(platform, ({ code, version }) => {
    if (!made.noticed(code, version)) return;
    cardRoomSnapshot(platform, code).then(
      (snapshot) => snapshot && made.noticed(code, snapshot.version) && made.publish(snapshot),
      (error: unknown) => platform.log.error('card room re-read failed', { code, error: String(error) }),
    );
  }).catch((error: unknown) => platform.log.error('card room fan-out could not listen', { error: String(error) }));
  return made;
}

/** The cookie that proves which seat of a room this browser holds. */
export function seatCookieName(code: string): string {
  return `harbinger_seat_${code.toUpperCase()}`;
}

/** Who is asking about a room: the signed-in account, and the seat token cookie for this room. */
export function roomCaller(event: { locals: App.Locals; cookies: Cookies }, code: string): CardRoomCaller {
  return { actor: event.locals.actor, seatToken: event.cookies.get(seatCookieName(code)) ?? null };
}

/** Stores a new seat token for 30 days, readable only by the server and sent only to this room's addresses. */
export function setSeatCookie(
  event: { cookies: Cookies; url: URL; request: Request },
  code: string,
  token: string,
): void {
  event.cookies.set(seatCookieName(code), token, {
    path: `/cardgame/rooms/${code.toUpperCase()}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: requestIsHttps(event.url, event.request.headers),
    maxAge: 60 * 60 * 24 * 30,
  });
}
