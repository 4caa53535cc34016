import { error } from '@sveltejs/kit';
import { premadeSheet } from '@harbinger/platform';
import { sheetPrintData } from '#lib/sheet/print-data.ts';
import type { PageServerLoad } from './$types';

/** A premade's printable sheet: the same print view as a stored Contractor's, from the premade's sheet view. */
export const load: PageServerLoad = ({ params }) => {
  const found = premadeSheet(params.id);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  return {
    premadeId: params.id,
    print: sheetPrintData({ contractor: found.value.contractor, ledger: found.value.ledger, gifts: null, notices: [] }),
  };
};
