import { error } from '@sveltejs/kit';
import { getContractorGifts, getSheetNotices, getSheetPage } from '@harbinger/platform';
import { armorChoices, weaponGroups } from '#lib/sheet/gear.ts';
import { ledgerLines } from '#lib/sheet/ledger-lines.ts';
import { renderMarkdown } from '#lib/sheet/markdown.ts';
import { sheetModel } from '#lib/sheet/model.ts';
import type { PageServerLoad } from './$types';

// The whole sheet on one printable page: every tab, no forms.
export const load: PageServerLoad = async ({ locals, params }) => {
  const found = await getSheetPage(locals.platform, locals.actor, params.id, { rolls: 0, ledger: true });
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const { contractor, ledger } = found.value;
  const gifts = await getContractorGifts(locals.platform, locals.actor, params.id);
  const notices = await getSheetNotices(locals.platform, locals.actor, params.id);
  const weapons = weaponGroups()
    .flatMap((g) => g.weapons)
    .filter((w) => contractor.weapons.includes(w.id));
  return {
    contractor,
    sheet: sheetModel(contractor),
    ledger: ledgerLines(ledger),
    weapons,
    armor: armorChoices().find((a) => a.id === contractor.armor) ?? null,
    gifts: gifts.ok ? gifts.value : null,
    // Notes of voided Contracts and deaths, printed in full under the heading.
    notices: notices.ok ? notices.value : [],
    // Rendered here (escaped first, see markdown.ts) so the printable page ships no renderer.
    html: {
      equipment: renderMarkdown(contractor.equipment),
      biography: renderMarkdown(contractor.biography),
      notes: renderMarkdown(contractor.notes),
    },
  };
};
