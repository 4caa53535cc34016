import {
  DEGRADES_FROM_SEVERITY,
  EVADE_ROLL,
  armorDicePenalties,
  armorTable,
  attackRollDifficulty,
  findWeapon,
  planAttack,
  weaponPool,
  type ArmorChoice,
  type ArmorId,
  type AttackTargetOptions,
  type AttributeId,
  type PrimaryAbilityId,
} from '@harbinger/rules';
import type { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { refuseIfInactive } from '../contractors/life.js';
import { bumpSheet, insertInjury } from '../contractors/injury-writes.js';
import { deriveSheet, loadSheet, traitsOf, type ContractorRow } from '../contractors/sheet.js';
import { attendeeIds, lockContractors } from './attendees.js';
import { attackReasonWords, attackSummary } from './attack-words.js';
import { lockClock, saveClock } from './clock-store.js';
import { appendTableEvent } from './events.js';
import { tableAttackSchema, type attackerSchema, type targetSchema } from './harm-schemas.js';
import { refuseUnlessGm, refuseUnlessPlaying, tableSeat } from './seat.js';
import { describeRoll, settleRoll, sheetRollOptions, sheetState, type RollSite } from './table-rolls.js';
import { willToSurviveOffer, type WillToSurviveOfferState } from './will-to-survive-offer.js';

/** The public 'attack' event: what one attack did to one target, with its working in words. */
export interface AttackEventPayload {
  attackerName: string;
  attackerContractorId: string | null;
  targetName: string;
  targetContractorId: string | null;
  weaponId: string;
  weaponName: string;
  /** The attacker's Outcome for this target (its share of a split roll, a mob's bonus included). */
  attackOutcome: number;
  defenseOutcome: number;
  contestedOutcome: number;
  hit: boolean;
  damage: number;
  /** The Severity of the Injury dealt, or null when none. */
  severity: number | null;
  calledShotHit: boolean | null;
  /** For one roll split between two targets: which of the two this is. */
  split: { index: 0 | 1 } | null;
  /** The rules' codes for what shaped the result. */
  notes: string[];
  /** The working, a sentence per step. */
  reasons: string[];
  summary: string;
  /** The 'roll' events the server wrote for this attack (attacker's and this target's). */
  rollEventIds: number[];
  /** The Injury written on the target's sheet, when the target is a seated Contractor. */
  injuryId: string | null;
}

/** The public 'injury' event: an Injury that landed on a seated Contractor's sheet, and the Will to Survive offer. */
export interface InjuryEventPayload {
  contractorId: string;
  contractorName: string;
  /** The player whose screen shows the offer. */
  ownerId: string;
  injuryId: string;
  severity: number;
  willToSurvive: WillToSurviveOfferState;
  /** The sheet after the Injury: Body left, Penalty and state. */
  bodyRemaining: number;
  penalty: number;
  state: string;
}

/** What the GM's helper answers: one attack record per target, and the Injuries that landed. */
export interface TableAttackResult {
  attacks: AttackEventPayload[];
  injuries: InjuryEventPayload[];
}

type Attacker = z.output<typeof attackerSchema>;
type Target = z.output<typeof targetSchema>;

const notSeated = (field: string): PlatformError => ({
  code: 'not_seated',
  status: 422,
  field,
  message: 'That Contractor is not seated at this Contract.',
});

/** The armor a target wears: the GM's word, else its sheet's armor, else none. */
function targetArmor(target: Target, row: ContractorRow | undefined): ArmorChoice {
  if (target.armor !== undefined) return target.armor as ArmorChoice;
  if (row?.armor && Object.hasOwn(armorTable, row.armor)) return row.armor as ArmorId;
  return null;
}

/** Dice worn armor takes from a Contractor's attacks and Reactions (they are combat moves). */
function wornArmorDice(row: ContractorRow): number {
  if (!row.armor || !Object.hasOwn(armorTable, row.armor)) return 0;
  return armorDicePenalties([row.armor as ArmorId]).reduce((sum, d) => sum + d, 0);
}

/** The attacker's Outcome: typed in, scored from faces, or rolled (a seated Contractor from its sheet). */
async function attackerOutcome(
  site: RollSite,
  o: { attacker: Attacker; row: ContractorRow | undefined; weaponId: string; difficulty: number; name: string },
): Promise<Outcome<{ outcome: number; rollEventId: number | null }>> {
  const { attacker, row } = o;
  const weapon = findWeapon(o.weaponId)!;
  const label = `Attack: ${weapon.name}`;
  if (attacker.kind === 'npc') {
    if (attacker.outcome !== undefined) return success({ outcome: attacker.outcome, rollEventId: null });
    if (attacker.pool === undefined)
      return failure({
        code: 'validation_failed',
        status: 400,
        field: 'attacker.outcome',
        message: 'Give the NPC’s Outcome from your dice, or a pool for the server to roll.',
      });
    const options = { pool: attacker.pool, difficulty: o.difficulty };
    return settleRoll(
      site,
      {},
      {
        options,
        rollerName: o.name,
        contractorId: null,
        label,
        description: describeRoll(o.name, options),
        purpose: 'attack',
      },
    );
  }
  const state = await sheetState(site.tx, row!);
  const pool = weaponPool(o.weaponId, traitsOf(row!))!;
  const { options, what } = sheetRollOptions(row!, state.penalty, {
    attribute: pool.attributes[0]!,
    ability: pool.ability!.word as PrimaryAbilityId,
    difficulty: o.difficulty,
    armorDice: wornArmorDice(row!),
  });
  return settleRoll(site, attacker, {
    options: { ...options, purpose: 'attack' },
    rollerName: o.name,
    contractorId: row!.id,
    label,
    description: describeRoll(what, options),
    purpose: 'attack',
    incapacitatedBy: state.incapacitatedBy,
  });
}

/** A seated target's Reaction: Dodge (Dexterity + Athletics) or Defend with a weapon, typed in, scored or rolled. */
async function reactionOutcome(
  site: RollSite,
  target: Extract<Target, { kind: 'contractor' }>,
  row: ContractorRow,
): Promise<Outcome<{ outcome: number; rollEventId: number | null }>> {
  const reaction = target.reaction;
  if (!reaction) return success({ outcome: 0, rollEventId: null });
  if (reaction.outcome !== undefined) return success({ outcome: reaction.outcome, rollEventId: null });
  const state = await sheetState(site.tx, row);
  let roll: { attribute: AttributeId; ability: PrimaryAbilityId; difficulty: number; label: string };
  if (reaction.with === 'dodge') {
    roll = { attribute: EVADE_ROLL.attributes[0], ability: EVADE_ROLL.ability, difficulty: 6, label: 'Dodge' };
  } else {
    const weaponId = reaction.weaponId ?? row.weapons.find((w) => findWeapon(w)) ?? 'unarmed';
    const pool = weaponPool(weaponId, traitsOf(row))!;
    roll = {
      attribute: pool.attributes[0]!,
      ability: pool.ability!.word as PrimaryAbilityId,
      difficulty: pool.difficulty,
      label: `Defend: ${findWeapon(weaponId)!.name}`,
    };
  }
  const { options, what } = sheetRollOptions(row, state.penalty, { ...roll, armorDice: wornArmorDice(row) });
  return settleRoll(site, reaction, {
    options: { ...options, purpose: reaction.with === 'dodge' ? 'dodge' : 'defend' },
    rollerName: row.name,
    contractorId: row.id,
    label: roll.label,
    description: describeRoll(what, options),
    purpose: 'defense',
    incapacitatedBy: state.incapacitatedBy,
  });
}

/**
 * The GM's attack helper: works out one attack at the table (one target, or two for a split roll) from the
 * attacker's and each defender's rolls (typed in from physical dice, faces to score, or rolled by the server from
 * the sheets), the weapon and armor tables, Called Shots and mobs. Writes a 'roll' event for each roll the server
 * makes, a public 'attack' event per target, and when a seated Contractor is hurt the Injury lands on its sheet in the
 * same transaction, with an 'injury' event carrying the Will to Survive offer and a 'sheet' event. GM only, while
 * the Contract is being played.
 * @example
 * await resolveTableAttack(p, gm, contractId, {
 *   weaponId: 'handgun',
 *   attacker: { kind: 'npc', name: 'Guard', outcome: 3 },
 *   targets: [{ kind: 'contractor', contractorId, reaction: { with: 'dodge' } }],
 * });
 */
export async function resolveTableAttack(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: unknown,
): Promise<Outcome<TableAttackResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(tableAttackSchema, input);
  if (!parsed.ok) return parsed;
  const attack = parsed.value;
  return transact(p.db, async (tx) => {
    const seat = await tableSeat(tx, actor, contractId, true);
    if (!seat.ok) return seat;
    const refused = refuseUnlessGm(seat.value) ?? refuseUnlessPlaying(seat.value);
    if (refused) return failure(refused);
    const cid = seat.value.contractId;
    const now = p.now();

    // Every Contractor named must sit at this table; their rows are locked before the table's state.
    const seated = new Set(await attendeeIds(tx, cid));
    const named: string[] = [];
    if (attack.attacker.kind === 'contractor') {
      if (!seated.has(attack.attacker.contractorId)) return failure(notSeated('attacker.contractorId'));
      named.push(attack.attacker.contractorId);
    }
    for (const [index, target] of attack.targets.entries()) {
      if (target.kind !== 'contractor') continue;
      if (!seated.has(target.contractorId)) return failure(notSeated(`targets.${index}.contractorId`));
      named.push(target.contractorId);
    }
    const rows = await lockContractors(tx, named);
    for (const id of named) {
      const active = await refuseIfInactive(tx, rows.get(id)!);
      if (!active.ok) return active;
    }

    const weapon = findWeapon(attack.weaponId)!;
    const twoTargets = attack.targets.length === 2;
    const difficulty = attackRollDifficulty(attack.weaponId, { twoTargets, modifier: attack.difficultyModifier })!;
    const attackerRow = attack.attacker.kind === 'contractor' ? rows.get(attack.attacker.contractorId) : undefined;
    const attackerName = attackerRow?.name ?? (attack.attacker.kind === 'npc' ? attack.attacker.name : 'GM');
    const site: RollSite = { p, tx, contractId: cid, actorId: actor.userId, now };
    const rolled = await attackerOutcome(site, {
      attacker: attack.attacker,
      row: attackerRow,
      weaponId: attack.weaponId,
      difficulty,
      name: attackerName,
    });
    if (!rolled.ok) return rolled;

    const defenses: { outcome: number; rollEventId: number | null }[] = [];
    const options: AttackTargetOptions[] = [];
    for (const target of attack.targets) {
      const row = target.kind === 'contractor' ? rows.get(target.contractorId)! : undefined;
      const defense =
        target.kind === 'contractor'
          ? await reactionOutcome(site, target, row!)
          : success({ outcome: target.defenseOutcome ?? 0, rollEventId: null });
      if (!defense.ok) return defense;
      defenses.push(defense.value);
      options.push({
        defenseOutcome: defense.value.outcome,
        armor: targetArmor(target, row),
        ...(target.kind === 'npc' && target.mob ? { mob: target.mob } : {}),
        ...(target.calledShot ? { calledShot: target.calledShot } : {}),
      });
    }
    const plan = planAttack({
      weaponId: attack.weaponId,
      attackOutcome: rolled.value.outcome,
      ...(attack.attacker.kind === 'npc' && attack.attacker.mobAttackers
        ? { mobAttackers: attack.attacker.mobAttackers }
        : {}),
      ...(attack.damageBonuses ? { damageBonuses: attack.damageBonuses } : {}),
      ...(attack.weaponDamage !== undefined ? { weaponDamage: attack.weaponDamage } : {}),
      targets: options,
      ...(attack.remainderTo !== undefined ? { remainderTo: attack.remainderTo } : {}),
    });
    if (!plan.ok) {
      const issue = plan.issues[0]!;
      return failure({
        code: issue.code,
        status: 422,
        field: issue.path.join('.'),
        message:
          issue.code === 'weapon_damage_out_of_range'
            ? `The ${weapon.name.toLowerCase()} deals ${issue.min} to ${issue.max} damage; pick within that.`
            : 'The attack cannot be worked out with these choices.',
      });
    }

    const result: TableAttackResult = { attacks: [], injuries: [] };
    let clock: Awaited<ReturnType<typeof lockClock>> | null = null;
    for (const [index, target] of attack.targets.entries()) {
      const hit = plan.value.hits[index]!;
      const row = target.kind === 'contractor' ? rows.get(target.contractorId)! : undefined;
      const targetName = row?.name ?? (target.kind === 'npc' ? target.name : '');
      const severity = hit.resolution.severity;
      let injuryId: string | null = null;
      if (row && severity !== null) {
        injuryId = await insertInjury(tx, {
          contractorId: row.id,
          severity,
          note: `${weapon.name}, from ${attackerName} at the table`,
          now,
        });
        await bumpSheet(tx, row.id, now);
        if (severity >= DEGRADES_FROM_SEVERITY) {
          clock ??= await lockClock(tx, cid, now);
          if (!clock.tracked.some((t) => t.injuryId === injuryId))
            clock.tracked.push({
              injuryId,
              contractorId: row.id,
              severityAtStart: severity,
              takenAtMinute: clock.minutes,
            });
        }
      }
      const payload: AttackEventPayload = {
        attackerName,
        attackerContractorId: attackerRow?.id ?? null,
        targetName,
        targetContractorId: row?.id ?? null,
        weaponId: attack.weaponId,
        weaponName: weapon.name,
        attackOutcome: hit.input.attackOutcome,
        defenseOutcome: hit.input.defenseOutcome ?? 0,
        contestedOutcome: hit.resolution.contestedOutcome,
        hit: hit.resolution.hit,
        damage: hit.resolution.damage,
        severity,
        calledShotHit: hit.resolution.calledShotHit,
        split: twoTargets ? { index: index as 0 | 1 } : null,
        notes: hit.reasons.map((r) => r.code),
        reasons: hit.reasons.map(attackReasonWords),
        summary: attackSummary({
          attackerName,
          targetName,
          weaponName: weapon.name,
          hit: hit.resolution.hit,
          damage: hit.resolution.damage,
          severity,
          contested: hit.resolution.contestedOutcome,
          special: weapon.category === 'special',
        }),
        rollEventIds: [rolled.value.rollEventId, defenses[index]!.rollEventId].filter(
          (id): id is number => id !== null,
        ),
        injuryId,
      };
      await appendTableEvent(tx, {
        contractId: cid,
        kind: 'attack',
        actorId: actor.userId,
        payload: { ...payload },
        now,
      });
      result.attacks.push(payload);
      if (!row || injuryId === null || severity === null) continue;
      const derived = deriveSheet((await loadSheet(tx, row.id))!);
      const injury: InjuryEventPayload = {
        contractorId: row.id,
        contractorName: row.name,
        ownerId: row.ownerId,
        injuryId,
        severity,
        willToSurvive: await willToSurviveOffer(tx, row.id, severity),
        bodyRemaining: derived.bodyRemaining,
        penalty: derived.penalty,
        state: derived.state,
      };
      await appendTableEvent(tx, {
        contractId: cid,
        kind: 'injury',
        actorId: actor.userId,
        payload: { ...injury },
        now,
      });
      await appendTableEvent(tx, {
        contractId: cid,
        kind: 'sheet',
        actorId: actor.userId,
        payload: { contractorId: row.id },
        now,
      });
      result.injuries.push(injury);
    }
    if (clock) await saveClock(tx, cid, clock, now);
    return success(result);
  });
}
