import {
  fractionToNumber,
  meanOutcome,
  outcomeDistribution,
  probabilityAtLeast,
  tierProbabilities,
  type RollOptions,
  type ResultTier,
} from '@harbinger/rules';
import { z } from 'zod';
import type { Platform } from '../context.js';
import { INCAPACITY_WORDS } from '../contractors/life.js';
import { rollForContractor, type ContractorRoll } from '../contractors/rolls.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { refuseUnlessPlaying, tableSeat } from '../table/seat.js';
import { appendContractorRoll } from '../table/sheet-roll.js';
import { activeSeats, botContractor } from './bot-contractor.js';
import { discordLink } from './link-store.js';
import { chooseContractorRefusal, notLinkedRefusal } from './refusals.js';

/** What the bot asks to roll: sheet notation ("dex+athletics@7", "brawn+brawl attack -1"). */
const discordRollSchema = z.strictObject({
  expression: z.string().trim().min(1, 'is required').max(200),
  label: z.string().trim().max(120).optional(),
  /** A GM-only roll: at a table only the GM (and the roller) sees it, and it stays off the sheet's history. */
  secret: z.boolean().default(false),
});
export type DiscordRollInput = z.input<typeof discordRollSchema>;

/** The chances of the roll as it was thrown, as plain numbers (0..1) for a chat message. */
export interface DiscordRollOdds {
  /** The chance of an Outcome of 1 or more. */
  success: number;
  tiers: Record<ResultTier, number>;
  mean: number;
}

/** A roll made from Discord for a linked player's Contractor, as the bot words it. */
export interface DiscordSheetRoll {
  contractorId: string;
  contractorName: string;
  /** The player's Harbinger handle. */
  player: string;
  expression: string;
  label: string | null;
  /** The pool in words ("5 dice at Difficulty 7, Penalty 1"). */
  description: string;
  /** Dice thrown (0 for an automatic failure). */
  dice: number;
  difficulty: number;
  faces: number[];
  outcome: number;
  tier: ResultTier;
  /** Dice the Penalty removed. */
  penalty: number;
  exert: boolean;
  /** The roll used a rank-6 Ability, so its Outcome never drops below 0. */
  rank6: boolean;
  /** Mind damage the exertion added to the sheet. */
  mindDamageAdded: number;
  /** Why the roll failed by itself (the Contractor cannot act), in words; null for a real roll. */
  automaticFailure: string | null;
  odds: DiscordRollOdds;
  /** The Active Contract whose live table shows the roll, or null when the Contractor sits at none. */
  tableContractId: string | null;
  tableContractTitle: string | null;
  secret: boolean;
}

function oddsOf(options: RollOptions): DiscordRollOdds {
  const dist = outcomeDistribution(options);
  const tiers = tierProbabilities(dist);
  return {
    success: fractionToNumber(probabilityAtLeast(dist, 1)),
    tiers: Object.fromEntries(Object.entries(tiers).map(([k, v]) => [k, fractionToNumber(v)])) as Record<
      ResultTier,
      number
    >,
    mean: fractionToNumber(meanOutcome(dist)),
  };
}

function sheetRoll(
  roll: ContractorRoll,
  ids: { contractorId: string; player: string; secret: boolean },
  table: { contractId: string; title: string } | null,
): DiscordSheetRoll {
  const { result, options } = roll;
  return {
    contractorId: ids.contractorId,
    contractorName: roll.name,
    player: ids.player,
    expression: roll.expression,
    label: roll.label,
    description: roll.description,
    dice: result.dice,
    difficulty: result.difficulty,
    faces: [...result.faces],
    outcome: result.outcome,
    tier: result.tier,
    penalty: result.penaltyApplied,
    exert: result.exert,
    rank6: options.rank6 ?? false,
    mindDamageAdded: roll.mindDamageAdded,
    automaticFailure: roll.automaticFailure ? INCAPACITY_WORDS[roll.automaticFailure] : null,
    odds: oddsOf(options),
    tableContractId: table?.contractId ?? null,
    tableContractTitle: table?.title ?? null,
    secret: ids.secret,
  };
}

/**
 * Rolls from Discord for a linked player's Contractor, the notation read against the sheet exactly as the sheet
 * reads it (Penalty, exertion's Mind damage, an incapacitated Contractor's automatic failure), with the server's
 * dice. While the Contractor sits at an Active Contract the roll lands on that table's log too (a secret roll for
 * the GM only, and not in the sheet's history); otherwise it is kept in the sheet's history unless secret. Refuses
 * `discord_not_linked` (403) and `choose_contractor` (409) with what to do, and passes the sheet's refusals through.
 * @example await rollAsDiscordPlayer(p, interaction.member.user.id, { expression: 'dex+athletics@7' })
 */
export async function rollAsDiscordPlayer(
  p: Platform,
  discordUserId: string,
  input: { expression: string; label?: string; secret?: boolean },
): Promise<Outcome<DiscordSheetRoll>> {
  const parsed = parseInput(discordRollSchema, input);
  if (!parsed.ok) return parsed;
  const { expression, label, secret } = parsed.value;
  return transact(p.db, async (tx) => {
    const link = await discordLink(tx, discordUserId);
    if (!link) return failure(notLinkedRefusal());
    const actor = { userId: link.link.userId, handle: link.handle };
    const found = await botContractor(tx, actor.userId, link.link.contractorId);
    if (!found.contractor) return failure(chooseContractorRefusal(found));
    const contractorId = found.contractor.id;
    const [seated] = await activeSeats(tx, [contractorId]);
    const ask = { expression, ...(label ? { label } : {}) };
    const ids = { contractorId, player: actor.handle, secret };
    if (!seated) {
      const rolled = await rollForContractor(tx, p, actor, contractorId, { ...ask, keep: !secret });
      return rolled.ok ? success(sheetRoll(rolled.value, ids, null)) : rolled;
    }
    // The table's own order: the Contract first, then the sheet (as recordTableRoll locks them).
    const seat = await tableSeat(tx, actor, seated.contractId, true);
    if (!seat.ok) return seat;
    const closed = refuseUnlessPlaying(seat.value);
    if (closed) return failure(closed);
    const rolled = await rollForContractor(tx, p, actor, contractorId, { ...ask, keep: !secret });
    if (!rolled.ok) return rolled;
    await appendContractorRoll(tx, p, {
      contractId: seated.contractId,
      actorId: actor.userId,
      contractorId,
      roll: rolled.value,
      visibility: secret ? 'gm' : 'public',
    });
    return success(sheetRoll(rolled.value, ids, seated));
  });
}
