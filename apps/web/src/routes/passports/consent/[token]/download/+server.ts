import { json, redirect } from '@sveltejs/kit';
import { takeConsentedPassport } from '@harbinger/platform';
import { signInUrl } from '#lib/server/guard.ts';
import { passportFileName } from '#lib/server/passport-file.ts';
import type { RequestHandler } from './$types';

/**
 * The consent page's button: the passport as a file download, or back to the page with the refusal's code (a used or
 * expired link, another player's link), so a person never lands on raw JSON.
 */
export const POST: RequestHandler = async ({ locals, params, url }) => {
  const page = `/passports/consent/${encodeURIComponent(params.token)}`;
  if (!locals.actor) redirect(303, signInUrl(new URL(page, url)));
  const outcome = await takeConsentedPassport(locals.platform, locals.actor, params.token);
  if (!outcome.ok) redirect(303, `${page}?problem=${encodeURIComponent(outcome.error.code)}`);
  return json(outcome.value, {
    headers: {
      'content-disposition': `attachment; filename="${passportFileName(outcome.value.contractor.concept.name)}"`,
    },
  });
};
