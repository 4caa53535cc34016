import { parseRoll, resolveRollExpression, rollDice } from '@harbinger/rules';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { rulesRefusal } from '../contractors/describe-issue.js';
import { rollForContractor } from '../contractors/rolls.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { appendTableEvent, TABLE_VISIBILITIES, viewTableEvent, type TableEventView } from './events.js';
import { tableRollPayload } from './roll-payload.js';
import { refuseUnlessPlaying, tableSeat } from './seat.js';
import { appendContractorRoll } from './sheet-roll.js';

/** A roll made at the table (`POST /api/v1/contracts/{id}/table/rolls`). */
export const tableRollSchema = z.strictObject({
  /** Notation: read against the sheet for a Contractor ("dex+firearms@7"), a bare pool for the GM ("5@8", "4 ex"). */
  expression: z.string().trim().min(1, 'is required').max(200),
  /** What the roll is for; for the GM's bare pools, who rolls (an NPC's name). */
  label: z.string().trim().max(120).optional(),
  /** Who sees it: everyone, the GM (and you), the GM only (blind: you learn only that you rolled), you alone. */
  visibility: z.enum(TABLE_VISIBILITIES).default('public'),
  /** The seated Contractor rolling; left out, a player's only Contractor at this table (or the GM's bare pool). */
  contractorId: z.uuid('is not an id').optional(),
});
export type TableRollInput = z.input<typeof tableRollSchema>;

/** Who rolls for the GM when the label names nobody. */
const GM_NAME = 'GM';

const chooseContractor = (none: boolean): PlatformError => ({
  code: 'choose_contractor',
  status: 400,
  field: 'contractorId',
  message: none
    ? 'You have no Contractor at this table to roll for.'
    : 'Say which of your Contractors at this table is rolling.',
});

const notYourContractor = (): PlatformError => ({
  code: 'not_your_contractor',
  status: 403,
  field: 'contractorId',
  message: 'You can only roll for a Contractor you brought to this Contract.',
});

/**
 * Rolls at a Contract's table with the server's dice and appends the roll to its log for those allowed to see it.
 * A player rolls for their seated Contractor, the notation read against the sheet exactly as on the sheet itself (its
 * Penalty, exertion's Mind damage, an incapacitated Contractor's automatic failure); a public roll is also kept in
 * the Contractor's roll history, a secret one only at the table (the sheet may be read by people the roll is hidden
 * from). The GM rolls bare pools, as the GM or as the NPC the label names. Only while the Contract is Active.
 * Answers the event as the roller sees it (a blind roll comes back hidden).
 * @example await recordTableRoll(p, gm, contractId, { expression: '6@7', label: 'Watchman', visibility: 'gm' })
 */
export async function recordTableRoll(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: unknown,
): Promise<Outcome<TableEventView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(tableRollSchema, input);
  if (!parsed.ok) return parsed;
  const { expression, label, visibility, contractorId } = parsed.value;
  return transact(p.db, async (tx) => {
    const seat = await tableSeat(tx, actor, contractId, true);
    if (!seat.ok) return seat;
    const closed = refuseUnlessPlaying(seat.value);
    if (closed) return failure(closed);
    const { contractorIds, role } = seat.value;
    let rollFor: string | null = null;
    if (contractorId !== undefined) {
      if (!contractorIds.includes(contractorId)) return failure(notYourContractor());
      rollFor = contractorId;
    } else if (role === 'player') {
      if (contractorIds.length !== 1) return failure(chooseContractor(contractorIds.length === 0));
      rollFor = contractorIds[0]!;
    }
    let event;
    if (rollFor !== null) {
      const keep = visibility === 'public';
      const rolled = await rollForContractor(tx, p, actor, rollFor, { expression, ...(label ? { label } : {}), keep });
      if (!rolled.ok) return rolled;
      event = await appendContractorRoll(tx, p, {
        contractId: seat.value.contractId,
        actorId: actor.userId,
        contractorId: rollFor,
        roll: rolled.value,
        visibility,
      });
    } else {
      const expr = parseRoll(expression);
      if (!expr.ok) return failure(rulesRefusal(expr.issues, { code: 'invalid_roll', prefix: ['expression'] }));
      // The GM's pools are bare numbers: no sheet, so no traits and no Penalty to read.
      const resolved = resolveRollExpression(expr.value, {});
      if (!resolved.ok) return failure(rulesRefusal(resolved.issues, { code: 'invalid_roll', prefix: ['expression'] }));
      const { options, description } = resolved.value;
      const name = label ?? resolved.value.label ?? null;
      event = await appendTableEvent(tx, {
        contractId: seat.value.contractId,
        kind: 'roll',
        visibility,
        actorId: actor.userId,
        payload: {
          ...tableRollPayload(options, rollDice(options, p.rng), {
            rollerName: name ?? GM_NAME,
            contractorId: null,
            label: name,
            expression,
            description,
          }),
        },
        now: p.now(),
      });
    }
    return success(viewTableEvent(event, seat.value)!);
  });
}
