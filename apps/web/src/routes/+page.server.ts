import { error } from '@sveltejs/kit';
import { getDashboard, listContractors } from '@harbinger/platform';
import { diceDemo } from '#lib/home/dice-demo.ts';
import { exampleContractor } from '#lib/home/example-contractor.ts';
import type { PageServerLoad } from './$types';

/** How many of the player's own Contractors the dashboard lists before "all your Contractors". */
const CONTRACTORS_SHOWN = 6;

/**
 * Signed out: the welcome page with its dice demo (rolled from the address). Signed in: the dashboard and the
 * player's active Contractors.
 */
export const load: PageServerLoad = async ({ locals, url }) => {
  if (!locals.actor) return { dashboard: null, demo: diceDemo(url.searchParams), example: exampleContractor() };
  const [dashboard, contractors] = await Promise.all([
    getDashboard(locals.platform, locals.actor),
    listContractors(locals.platform, locals.actor, {}),
  ]);
  if (!dashboard.ok) error(dashboard.error.status, { message: dashboard.error.message, code: dashboard.error.code });
  if (!contractors.ok)
    error(contractors.error.status, { message: contractors.error.message, code: contractors.error.code });
  const active = contractors.value.filter((c) => !c.dead && !c.retiredAt);
  return {
    dashboard: dashboard.value,
    contractors: { shown: active.slice(0, CONTRACTORS_SHOWN), total: active.length },
    demo: null,
    example: null,
  };
};
