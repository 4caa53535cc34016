import { json } from '@sveltejs/kit';
import { playCardRoomMove } from '@harbinger/platform';
import { apiError, readJsonBody } from '#lib/server/api-response.ts';
import { roomCaller, roomHub } from '#lib/cardgame/room-server.server.ts';
import type { RequestHandler } from './$types';

/**
 * One move at the table: `{ version, move }`. Answers the mover's new view; everyone else hears of it on their
 * event stream. 409 when the table moved on, 422 with the engine's code when the rules say no.
 */
export const POST: RequestHandler = async (event) => {
  const body = await readJsonBody(event.request);
  if (!body.ok) return apiError(body.error);
  const played = await playCardRoomMove(
    event.locals.platform,
    roomCaller(event, event.params.code),
    event.params.code,
    body.value,
  );
  if (!played.ok) return apiError(played.error);
  roomHub(event.locals.platform).changed(played.value.snapshot);
  return json(played.value.view);
};
