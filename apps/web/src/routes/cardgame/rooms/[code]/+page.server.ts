import { error, fail, redirect } from '@sveltejs/kit';
import { getCardRoom, joinCardRoom, leaveCardRoom, settleLeftSeat, startCardRoom } from '@harbinger/platform';
import { roomCaller, roomHub, seatCookieName, setSeatCookie } from '#lib/cardgame/room-server.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** The room as this browser may see it; lower-case codes move to the upper-case address the seat cookie belongs to. */
export const load: PageServerLoad = async (event) => {
  const { params, locals } = event;
  if (params.code !== params.code.toUpperCase()) redirect(308, `/cardgame/rooms/${params.code.toUpperCase()}`);
  const room = await getCardRoom(locals.platform, roomCaller(event, params.code), params.code);
  if (!room.ok) error(room.error.status, { message: room.error.message, code: room.error.code });
  roomHub(locals.platform).wake(room.value.snapshot);
  return { view: room.value.view, link: `${locals.platform.origin}/cardgame/rooms/${params.code}` };
};

export const actions: Actions = {
  /** Takes a seat (with a name unless signed in) and remembers it in a cookie for this room. */
  join: async (event) => {
    const form = await event.request.formData();
    const name = String(form.get('name') ?? '').trim();
    const joined = await joinCardRoom(
      event.locals.platform,
      roomCaller(event, event.params.code),
      event.params.code,
      name ? { name } : {},
    );
    if (!joined.ok) return fail(joined.error.status, { message: joined.error.message, action: 'join' });
    if (joined.value.seatToken) setSeatCookie(event, event.params.code, joined.value.seatToken);
    roomHub(event.locals.platform).changed(joined.value.snapshot);
    redirect(303, `/cardgame/rooms/${event.params.code}`);
  },
  /** The host deals the game; open seats become bots. */
  start: async (event) => {
    const form = await event.request.formData();
    const started = await startCardRoom(
      event.locals.platform,
      roomCaller(event, event.params.code),
      event.params.code,
      {
        version: Number(form.get('version')),
        fill: String(form.get('fill') ?? 'cautious'),
      },
    );
    if (!started.ok) return fail(started.error.status, { message: started.error.message, action: 'start' });
    roomHub(event.locals.platform).changed(started.value.snapshot);
    redirect(303, `/cardgame/rooms/${event.params.code}`);
  },
  /** A player (not the host) gets up for good; during a game the host then settles the seat. */
  leave: async (event) => {
    const left = await leaveCardRoom(event.locals.platform, roomCaller(event, event.params.code), event.params.code);
    if (!left.ok) return fail(left.error.status, { message: left.error.message, action: 'leave' });
    event.cookies.delete(seatCookieName(event.params.code), { path: `/cardgame/rooms/${event.params.code}` });
    roomHub(event.locals.platform).changed(left.value.snapshot);
    redirect(303, `/cardgame/rooms/${event.params.code}`);
  },
  /** The host gives a left seat to a bot, or lets the game go on without it. */
  settle: async (event) => {
    const form = await event.request.formData();
    const settled = await settleLeftSeat(
      event.locals.platform,
      roomCaller(event, event.params.code),
      event.params.code,
      {
        version: Number(form.get('version')),
        seat: Number(form.get('seat')),
        choice: String(form.get('choice') ?? ''),
      },
    );
    if (!settled.ok) return fail(settled.error.status, { message: settled.error.message, action: 'settle' });
    roomHub(event.locals.platform).changed(settled.value.snapshot);
    redirect(303, `/cardgame/rooms/${event.params.code}`);
  },
};
