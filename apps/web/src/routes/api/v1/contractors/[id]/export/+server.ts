import { json } from '@sveltejs/kit';
import { exportPassport } from '@harbinger/platform';
import { apiError, methodNotAllowed } from '$lib/server/api-response';
import { passportFileName } from '$lib/server/passport-file';
import type { RequestHandler } from './$types';

/** The Contractor as a versioned JSON passport, offered as a file download. */
export const GET: RequestHandler = async ({ locals, params }) => {
  const outcome = await exportPassport(locals.platform, locals.actor, params.id);
  if (!outcome.ok) return apiError(outcome.error);
  return json(outcome.value, {
    headers: { 'content-disposition': `attachment; filename="${passportFileName(outcome.value.contractor.concept.name)}"` },
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
