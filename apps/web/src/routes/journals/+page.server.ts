import { getJournalFeed } from '@harbinger/platform';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { PageServerLoad } from './$types';

/** The community's latest Journals (spoilers the reader may not read come without their text). */
export const load: PageServerLoad = async ({ locals }) => ({
  journals: valueOr404(await getJournalFeed(locals.platform, locals.actor)),
});
