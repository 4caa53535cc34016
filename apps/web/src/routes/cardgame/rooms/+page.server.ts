import { fail, redirect } from '@sveltejs/kit';
import { createCardRoom } from '@harbinger/platform';
import { roomHub, setSeatCookie } from '#lib/cardgame/room-server.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** `?code=K7M2QX` (the "join by code" box) goes straight to that room. */
export const load: PageServerLoad = ({ url }) => {
  const code = url.searchParams.get('code')?.trim().toUpperCase();
  if (code && /^[A-Z0-9]{6}$/.test(code)) redirect(303, `/cardgame/rooms/${code}`);
  return { badCode: code !== undefined && code !== '' };
};

export const actions: Actions = {
  /** Makes a room with the caller in seat 1 and sends them to it. */
  default: async (event) => {
    const form = await event.request.formData();
    const players = Number(form.get('players'));
    const input = {
      players,
      variants: form.getAll('variant').map(String),
      expansions: form.getAll('expansion').map(String),
      seats: Array.from({ length: Math.max(0, Math.min(players, 6) - 1) }, (_, i) =>
        String(form.get(`seat-${i + 1}`) ?? 'open'),
      ),
      ...(String(form.get('seed') ?? '').trim() ? { seed: String(form.get('seed')).trim() } : {}),
      ...(event.locals.actor ? {} : { name: String(form.get('name') ?? '') }),
    };
    const made = await createCardRoom(event.locals.platform, event.locals.actor, input);
    if (!made.ok) return fail(made.error.status, { message: made.error.message, field: made.error.field ?? null });
    const code = made.value.snapshot.code;
    if (made.value.seatToken) setSeatCookie(event, code, made.value.seatToken);
    roomHub(event.locals.platform).changed(made.value.snapshot);
    redirect(303, `/cardgame/rooms/${code}`);
  },
};
