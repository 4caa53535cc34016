import { getAttendeeSheet } from '@harbinger/platform';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

/** An attendee's sheet, read-only, for the GM while the Contract is Active (private sheets included). */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  return {
    sheet: valueOr404(await getAttendeeSheet(locals.platform, actor, params.id, params.contractorId)),
    contractId: params.id,
  };
};
