import { error } from '@sveltejs/kit';
import { getProfile, listContractors } from '@harbinger/platform';
import { viewerZone } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, params }) => {
  const profile = await getProfile(locals.platform, locals.actor, params.handle);
  if (!profile.ok) error(profile.error.status, { message: profile.error.message, code: profile.error.code });
  const contractors = await listContractors(locals.platform, locals.actor, { ownerHandle: profile.value.handle });
  return {
    profile: profile.value,
    contractors: contractors.ok ? contractors.value : [],
    zone: await viewerZone(locals.platform, locals.actor),
  };
};
