import { hasSitePermission, listScenarios } from '@harbinger/platform';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

/** The reader's collection (empty for visitors, who are asked to sign in). */
export const load: PageServerLoad = async ({ locals }) => {
  if (!locals.actor) return { signedIn: false, approver: false, items: [] };
  return {
    signedIn: true,
    approver: await hasSitePermission(locals.platform.db, locals.actor.userId, 'approve_scenarios'),
    items: valueOr404(await listScenarios(locals.platform, locals.actor)).items,
  };
};
