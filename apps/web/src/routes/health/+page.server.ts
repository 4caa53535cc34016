import { error } from '@sveltejs/kit';
import { databaseReachable } from '@harbinger/platform';
import type { PageServerLoad } from './$types';

/** Load balancers and uptime checks read the status: 200 while the database answers, 503 when it does not. */
export const load: PageServerLoad = async ({ locals, setHeaders }) => {
  setHeaders({ 'cache-control': 'no-store' });
  if (!(await databaseReachable(locals.platform)))
    error(503, 'Harbinger is running, but its database cannot be reached.', { code: 'database_unreachable' });
  return { database: 'reachable' as const };
};
