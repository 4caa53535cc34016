import type { PlayGiftView, PlayGiftsView } from '@harbinger/platform';
import { findPool, rollExpression, type RollChoice, type SheetFacts } from './pools.js';
import { poolRow, type PoolRow } from './quick-reference.js';
import { linkSystemTextTerms, type SystemTextRun } from '#lib/gifts/system-text-terms.ts';

/** A Gift's roll as the play tab offers it: the dice now, and the address that opens the roll panel preset to it. */
export interface GiftRollRow extends PoolRow {
  /** "Perception + Occult". */
  pool: string;
  /** The query that opens the roll panel on this pool with the Gift's Attribute and Difficulty (`roll=…&…`). */
  query: string;
}

/** A Gift on the play tab, with its roll worked out against the sheet. */
export interface PlayGiftRow extends PlayGiftView {
  rollRow: GiftRollRow | null;
  /** The System Text with its game terms linked, split on the server so the sheet ships no term list. */
  systemTextRuns: SystemTextRun[];
}

/** A Consumable carried, its System Text split like a Gift's. */
export type PlayConsumableRow = PlayGiftsView['consumables'][number] & { systemTextRuns: SystemTextRun[] };

/** What the play tab shows of the Gifts: each with its roll, and the Consumables carried. */
export interface PlayGifts {
  gifts: PlayGiftRow[];
  consumables: PlayConsumableRow[];
}

/** The roll of one Gift against the sheet: its Ability's pool led by the Gift's Attribute at the Gift's Difficulty. */
export function giftRollRow(gift: Pick<PlayGiftView, 'roll' | 'name'>, facts: SheetFacts): GiftRollRow | null {
  if (!gift.roll) return null;
  const spec = findPool(facts, gift.roll.ability);
  if (!spec) return null;
  const choice: Partial<RollChoice> = { difficulty: gift.roll.difficulty };
  if ((spec.attributes as string[]).includes(gift.roll.attribute))
    choice.attribute = gift.roll.attribute as RollChoice['attribute'];
  const row = poolRow(spec, facts, choice);
  if (!row) return null;
  const params = new URLSearchParams({ roll: spec.key });
  if (choice.attribute) params.set('attribute', choice.attribute);
  params.set('difficulty', String(gift.roll.difficulty));
  return {
    ...row,
    label: gift.name,
    pool: rollExpression(spec, choice, facts).label,
    query: params.toString(),
  };
}

/** The play tab's Gifts, each with its roll worked out against the sheet's facts. */
export function playGifts(view: PlayGiftsView, facts: SheetFacts): PlayGifts {
  return {
    gifts: view.gifts.map((gift) => ({
      ...gift,
      rollRow: giftRollRow(gift, facts),
      systemTextRuns: linkSystemTextTerms(gift.systemText),
    })),
    consumables: view.consumables.map((item) => ({ ...item, systemTextRuns: linkSystemTextTerms(item.systemText) })),
  };
}
