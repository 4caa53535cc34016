import { error } from '@sveltejs/kit';
import { listContractors } from '@harbinger/platform';
import { requireActor } from '#lib/server/guard.ts';
import { viewerZone } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, url }) => {
  requireActor(locals.actor, url);
  const contractors = await listContractors(locals.platform, locals.actor, {});
  if (!contractors.ok)
    error(contractors.error.status, { message: contractors.error.message, code: contractors.error.code });
  return { contractors: contractors.value, zone: await viewerZone(locals.platform, locals.actor) };
};
