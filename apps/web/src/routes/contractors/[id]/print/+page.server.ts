import { error } from '@sveltejs/kit';
import { bodyPenalty, mindPenalty } from '@harbinger/rules';
import { getContractorGifts, getSheetNotices, getSheetPage } from '@harbinger/platform';
import { armorChoices, weaponGroups } from '#lib/sheet/gear.ts';
import { ledgerLines } from '#lib/sheet/ledger-lines.ts';
import { renderMarkdown } from '#lib/sheet/markdown.ts';
import { sheetModel } from '#lib/sheet/model.ts';
import type { PageServerLoad } from './$types';

/** Blank Injury rows the printed sheet always leaves, so there is room to write during play. */
const SPARE_INJURY_ROWS = 4;

/**
 * What each box of a track means once it is marked: the dice off every roll with that much left ("−1"), "—" for
 * none, "out" when nothing is left. Box k (from 1) leaves `size − k`; the numbers are the rules' tables.
 */
function trackHints(size: number, penalty: (remaining: number) => number): string[] {
  return Array.from({ length: Math.max(0, size) }, (_, i) => {
    const left = size - i - 1;
    if (left <= 0) return 'out';
    const dice = penalty(left);
    return dice === 0 ? '—' : `−${String(dice)}`;
  });
}

// The whole sheet on two printed pages: page one to play from (tracks, Injuries, rolls, ratings), page two for
// Gifts, scars, gear and story; a veteran's longer lists and ledger run on. No forms.
export const load: PageServerLoad = async ({ locals, params }) => {
  const found = await getSheetPage(locals.platform, locals.actor, params.id, { rolls: 0, ledger: true });
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const { contractor, ledger } = found.value;
  const gifts = await getContractorGifts(locals.platform, locals.actor, params.id);
  const notices = await getSheetNotices(locals.platform, locals.actor, params.id);
  const weapons = weaponGroups()
    .flatMap((g) => g.weapons)
    .filter((w) => contractor.weapons.includes(w.id));
  const sheet = sheetModel(contractor);
  return {
    contractor,
    sheet,
    hints: {
      body: trackHints(sheet.tracks.body.boxes.length, bodyPenalty),
      mind: trackHints(sheet.tracks.mind.boxes.length, mindPenalty),
    },
    spareInjuryRows: SPARE_INJURY_ROWS,
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
