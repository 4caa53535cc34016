import { json } from '@sveltejs/kit';
import { advanceTableClock, getTableClock } from '@harbinger/platform';
import { apiError } from '#lib/server/api-response.ts';
import { tablePagePost } from '#lib/server/table-harm-page.ts';
import type { RequestHandler } from './$types';

/** The clock panel's read (see GET /api/v1/contracts/{id}/table/clock). */
export const GET: RequestHandler = async ({ locals, params }) => {
  const clock = await getTableClock(locals.platform, locals.actor, params.id);
  return clock.ok ? json(clock.value) : apiError(clock.error);
};

/** The clock panel's endpoint (see POST /api/v1/contracts/{id}/table/clock). */
export const POST: RequestHandler = (event) => tablePagePost(event, advanceTableClock);
