import { bodyPenalty, mindPenalty } from '@harbinger/rules';
import type { ContractorGiftsView, ContractorView, LedgerEntryView, SheetNotice } from '@harbinger/platform';
import { armorChoices, weaponGroups } from './gear.js';
import { ledgerLines } from './ledger-lines.js';
import { renderMarkdown } from './markdown.js';
import { sheetModel } from './model.js';

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

/**
 * Everything the printed sheet (`SheetPrint.svelte`) shows, from a sheet view and what was read with it: a stored
 * Contractor's print page and a premade's both build it here, so the two print alike.
 */
export function sheetPrintData(input: {
  contractor: ContractorView;
  ledger: readonly LedgerEntryView[];
  gifts: ContractorGiftsView | null;
  notices: SheetNotice[];
}) {
  const { contractor } = input;
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
    ledger: ledgerLines(input.ledger),
    weapons,
    armor: armorChoices().find((a) => a.id === contractor.armor) ?? null,
    gifts: input.gifts,
    // Notes of voided Contracts and deaths, printed in full under the heading.
    notices: input.notices,
    // Rendered here (escaped first, see markdown.ts) so the printable page ships no renderer.
    html: {
      equipment: renderMarkdown(contractor.equipment),
      biography: renderMarkdown(contractor.biography),
      notes: renderMarkdown(contractor.notes),
    },
  };
}

/** The printed sheet's data. */
export type SheetPrintData = ReturnType<typeof sheetPrintData>;
