import { error } from '@sveltejs/kit';
import { getContractorGifts, getSheetNotices, getSheetPage } from '@harbinger/platform';
import { sheetPrintData } from '#lib/sheet/print-data.ts';
import type { PageServerLoad } from './$types';

// The whole sheet on two printed pages: page one to play from (tracks, Injuries, rolls, ratings), page two for
// Gifts, scars, gear and story; a veteran's longer lists and ledger run on. No forms.
export const load: PageServerLoad = async ({ locals, params }) => {
  const found = await getSheetPage(locals.platform, locals.actor, params.id, { rolls: 0, ledger: true });
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const gifts = await getContractorGifts(locals.platform, locals.actor, params.id);
  const notices = await getSheetNotices(locals.platform, locals.actor, params.id);
  return sheetPrintData({
    contractor: found.value.contractor,
    ledger: found.value.ledger,
    gifts: gifts.ok ? gifts.value : null,
    notices: notices.ok ? notices.value : [],
  });
};
