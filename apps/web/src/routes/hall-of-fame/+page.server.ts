import { getHallOfFame } from '@harbinger/platform';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

/** The Hall of Fame: every board, the same for every reader. */
export const load: PageServerLoad = async ({ locals }) => ({
  hall: valueOr404(await getHallOfFame(locals.platform, locals.actor)),
});
