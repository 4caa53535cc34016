import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { success, type Outcome } from '../errors.js';
import { playGiftsOf, type PlayGiftsView } from '../gifts/play-gifts.js';
import { parseInput } from '../parse.js';
import { readVisibleSheet } from './sheet-read.js';
import type { ContractorView, LedgerEntryView, RollRecord } from './views.js';

/**
 * What the sheet page wants besides the sheet: how many of the latest rolls (0 for none), whether the ledger, and
 * whether only its latest entries (a Contractor with a thousand Contracts has thousands).
 */
export const sheetPageSchema = z.strictObject({
  rolls: z.number().int('must be a whole number').min(0).max(200).default(20),
  ledger: z.boolean().default(true),
  ledgerLatest: z.number().int('must be a whole number').min(1).max(100_000).optional(),
  /** The Gifts and Consumables for the play tab (one more query, made only when asked). */
  gifts: z.boolean().default(false),
});
/** Options of `getSheetPage`. */
export type SheetPageOptions = z.input<typeof sheetPageSchema>;

/** Everything the sheet page shows, read together. */
export interface SheetPage {
  contractor: ContractorView;
  /** Oldest first (the latest `ledgerLatest` of them when that was asked); empty when not asked for. */
  ledger: LedgerEntryView[];
  /** How many entries the whole ledger holds (given when `ledgerLatest` was asked, so the page can offer the rest). */
  ledgerTotal?: number;
  /** Newest first; empty when not asked for. */
  rolls: RollRecord[];
  /**
   * The Gifts and Consumables as the play tab shows them; only when `gifts` was asked (empty without a query for
   * anyone but the owner when the Contractor has no Source, i.e. never held a Gift).
   */
  gifts?: PlayGiftsView;
}

/**
 * The sheet, its ledger and its latest rolls in one call: one database query when the sheet is cached and unchanged
 * (the same answers as `getContractor`, `getLedger` and `listRolls`, private sheets included). The play tab's Gifts
 * cost one more query, made only when `gifts` asks for them.
 * @example const page = await getSheetPage(p, actor, id, { rolls: 20 }); if (page.ok) page.value.contractor.derived
 */
export async function getSheetPage(
  p: Platform,
  actor: Actor,
  id: unknown,
  options: SheetPageOptions = {},
): Promise<Outcome<SheetPage>> {
  const parsed = parseInput(sheetPageSchema, options ?? {});
  if (!parsed.ok) return parsed;
  const found = await readVisibleSheet(p, actor, id, parsed.value.rolls);
  if (!found.ok) return found;
  const { sheet, viewer, rolls } = found.value;
  const contractor = sheet.view(viewer);
  // A Contractor without a Source has never held a Gift, so only its owner (who may have been handed Consumables)
  // costs the query: other readers of a Gift-less sheet, most of them anonymous, ask nothing more.
  const withGifts = parsed.value.gifts && (contractor.source !== null || viewer === 'owner');
  return success({
    contractor,
    ledger: parsed.value.ledger ? sheet.ledger(parsed.value.ledgerLatest) : [],
    ...(parsed.value.ledgerLatest === undefined ? {} : { ledgerTotal: sheet.ledgerSize }),
    rolls,
    ...(parsed.value.gifts
      ? { gifts: withGifts ? await playGiftsOf(p.db, contractor.id) : { gifts: [], consumables: [] } }
      : {}),
  });
}
