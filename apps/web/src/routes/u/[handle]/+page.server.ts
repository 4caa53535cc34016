import { error } from '@sveltejs/kit';
import { getProfile, getProfileStats, listContractors } from '@harbinger/platform';
import { viewerZone } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, params }) => {
  const profile = await getProfile(locals.platform, locals.actor, params.handle);
  if (!profile.ok) error(profile.error.status, { message: profile.error.message, code: profile.error.code });
  const [contractors, stats] = await Promise.all([
    listContractors(locals.platform, locals.actor, { ownerHandle: profile.value.handle }),
    getProfileStats(locals.platform, locals.actor, profile.value.handle),
  ]);
  return {
    profile: profile.value,
    stats: stats.ok ? stats.value : null,
    contractors: contractors.ok ? contractors.value : [],
    zone: await viewerZone(locals.platform, locals.actor),
  };
};
