import {
  attributes,
  incapacity,
  primaryAbilities,
  rollDice,
  scoreThrownDice,
  type AttributeId,
  type PrimaryAbilityId,
  type RollOptions,
  type RollResult,
} from '@harbinger/rules';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { failure, success, type Outcome } from '../errors.js';
import { deriveSheet, loadSheet, type ContractorRow } from '../contractors/sheet.js';
import { appendTableEvent } from './events.js';
import { tableRollPayload, type TableRollPurpose } from './roll-payload.js';

/** How a side's Outcome reaches the table: typed in, dice faces to score, or neither (the server rolls). */
export interface SideRoll {
  outcome?: number | undefined;
  faces?: number[] | undefined;
}

/** What a side of a roll came to, and the 'roll' event written for it (none for a typed-in Outcome). */
export interface SideOutcome {
  outcome: number;
  rollEventId: number | null;
}

/** Where the roll is written and who made it. */
export interface RollSite {
  p: Platform;
  tx: Tx;
  contractId: string;
  actorId: string;
  now: Date;
}

/** "Dexterity + Firearms: 5 dice at Difficulty 6, Penalty 1" for the roll log. */
export function describeRoll(what: string, options: RollOptions): string {
  const dice = `${options.pool} ${options.pool === 1 ? 'die' : 'dice'}`;
  const parts = [`${what}: ${dice} at Difficulty ${options.difficulty ?? 6}`];
  if (options.noAbility) parts.push('no rank (+1 Difficulty)');
  if (options.penalty) parts.push(`Penalty ${options.penalty}`);
  const armor = (options.dicePenalties ?? []).reduce((sum, d) => sum + d, 0);
  if (armor > 0) parts.push(`−${armor} dice for armor`);
  return parts.join(', ');
}

/** A sheet's pool for one Attribute and Ability, with its Penalty, worn armor's dice and a rank-6 floor. */
export function sheetRollOptions(
  row: ContractorRow,
  penalty: number,
  roll: { attribute: AttributeId; ability: PrimaryAbilityId; difficulty: number; armorDice?: number },
): { options: RollOptions; what: string } {
  const attribute = row.attributes[roll.attribute] ?? 1;
  const rank = row.abilities[roll.ability] ?? 0;
  const options: RollOptions = {
    pool: attribute + rank,
    difficulty: roll.difficulty,
    penalty,
    ...(rank === 0 ? { noAbility: true } : {}),
    ...(rank >= 6 ? { rank6: true } : {}),
    ...(roll.armorDice ? { dicePenalties: [roll.armorDice] } : {}),
  };
  return { options, what: `${attributes[roll.attribute].name} + ${primaryAbilities[roll.ability].name}` };
}

/**
 * Settles one side of a table roll: a typed-in Outcome is taken as it is (no 'roll' event: the dice were never
 * seen); faces are scored against the pool and a rolled pool thrown with the platform's dice, each written as a
 * public 'roll' event. An incapacitated Contractor's roll fails by itself at Outcome 0.
 */
export async function settleRoll(
  site: RollSite,
  roll: SideRoll,
  meta: {
    options: RollOptions;
    rollerName: string;
    contractorId: string | null;
    label: string;
    description: string;
    purpose: TableRollPurpose;
    /** The rolling Contractor's sheet, to notice that it cannot act. */
    incapacitatedBy?: string | null;
  },
): Promise<Outcome<SideOutcome>> {
  if (roll.outcome !== undefined) return success({ outcome: roll.outcome, rollEventId: null });
  let result: RollResult;
  let options = meta.options;
  let automaticFailure: string | null = null;
  if (meta.incapacitatedBy) {
    options = { pool: 0, difficulty: meta.options.difficulty ?? 6 };
    result = rollDice(options, site.p.rng);
    automaticFailure = meta.incapacitatedBy;
  } else if (roll.faces !== undefined) {
    const scored = scoreThrownDice(options, roll.faces);
    if (!scored.ok) {
      const issue = scored.issues[0]!;
      return failure({
        code: issue.code,
        status: 422,
        field: 'faces',
        message:
          issue.code === 'dice_count_mismatch'
            ? `${meta.rollerName} rolls ${issue.expected} dice here; ${issue.received} faces were entered.`
            : 'Each die shows a face from 0 to 10 (0 counts as 10).',
      });
    }
    result = scored.value;
  } else result = rollDice(options, site.p.rng);
  const event = await appendTableEvent(site.tx, {
    contractId: site.contractId,
    kind: 'roll',
    actorId: site.actorId,
    payload: {
      ...tableRollPayload(options, result, {
        rollerName: meta.rollerName,
        contractorId: meta.contractorId,
        label: meta.label,
        expression: meta.label,
        description: meta.description,
        purpose: meta.purpose,
        entered: roll.faces !== undefined && !automaticFailure,
        automaticFailure,
      }),
    },
    now: site.now,
  });
  return success({ outcome: result.outcome, rollEventId: event.id });
}

/** A Contractor's current Penalty and, when it cannot act, why (in words). */
export async function sheetState(
  tx: Tx,
  row: ContractorRow,
): Promise<{ penalty: number; incapacitatedBy: string | null }> {
  const derived = deriveSheet((await loadSheet(tx, row.id))!);
  const blocked = incapacity(derived);
  return { penalty: derived.penalty, incapacitatedBy: blocked };
}
