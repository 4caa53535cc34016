import { error } from '@sveltejs/kit';
import { getDashboard } from '@harbinger/platform';
import type { PageServerLoad } from './$types';

/** Signed out: the welcome page. Signed in: the dashboard, read in one call. */
export const load: PageServerLoad = async ({ locals }) => {
  if (!locals.actor) return { dashboard: null };
  const dashboard = await getDashboard(locals.platform, locals.actor);
  if (!dashboard.ok) error(dashboard.error.status, { message: dashboard.error.message, code: dashboard.error.code });
  return { dashboard: dashboard.value };
};
