import { armorTable, findWeapon } from '@harbinger/rules';
import { z } from 'zod';
import { stockScarIdSchema } from '../contractors/play-schemas.js';

// The inputs of the live table's harm workflows: the GM's attack helper, Will to Survive, the clock, Stabilization.

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);
const id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');
const name = z.string().trim().min(1).max(60);
/** An Outcome typed in from physical dice. */
const outcome = whole(-30, 60);
/** The faces of physical dice, for the server to score (0 counts as 10). */
const faces = z.array(whole(0, 10)).max(40);

/** A weapon id from the rules' tables ('unarmed' for bare hands). */
export const weaponIdSchema = z.string().refine((w) => findWeapon(w) !== undefined, 'is not a weapon in the tables');
/** Armor: a row of the armor table, a plain Armor number, or null for none. */
export const armorChoiceSchema = z.union([
  z.string().refine((a) => Object.hasOwn(armorTable, a), 'is not an armor in the table'),
  whole(0, 20),
  z.null(),
]);

const calledShot = z.strictObject({ size: z.enum(['limb', 'small']), extremity: z.boolean().optional() });

/** A seated Contractor's roll: typed-in Outcome, dice faces to score, or neither (the server rolls from the sheet). */
const contractorRoll = { outcome: outcome.optional(), faces: faces.optional() };

/** Who attacks: a seated Contractor, or an NPC or mob the GM runs (an entered Outcome, or a bare pool to roll). */
export const attackerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('contractor'), contractorId: id, ...contractorRoll }),
  z.strictObject({
    kind: z.literal('npc'),
    name,
    outcome: outcome.optional(),
    /** Dice for the server to roll at the attack's Difficulty when no Outcome is entered. */
    pool: whole(0, 30).optional(),
    /** The mob's members attacking (adds that many Outcome, at most +5). */
    mobAttackers: whole(1, 100).optional(),
  }),
]);

/** A seated Contractor's Reaction: Dodge, or Defend with a weapon (its first listed weapon by default). */
const reaction = z.strictObject({
  with: z.enum(['dodge', 'defend']),
  weaponId: weaponIdSchema.optional(),
  ...contractorRoll,
});

/** Who is attacked: a seated Contractor (its sheet's armor unless given) or an NPC or mob. */
export const targetSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('contractor'),
    contractorId: id,
    /** Left out: the Contractor does not react (defense Outcome 0). */
    reaction: reaction.optional(),
    armor: armorChoiceSchema.optional(),
    calledShot: calledShot.optional(),
  }),
  z.strictObject({
    kind: z.literal('npc'),
    name,
    defenseOutcome: outcome.optional(),
    armor: armorChoiceSchema.optional(),
    mob: z.enum(['single-member', 'whole-mob']).optional(),
    calledShot: calledShot.optional(),
  }),
]);

/** `POST /api/v1/contracts/{id}/table/attacks`: one attack worked out by the GM's helper. */
export const tableAttackSchema = z.strictObject({
  weaponId: weaponIdSchema,
  attacker: attackerSchema,
  /** One target, or two for one roll split between them. */
  targets: z.array(targetSchema).min(1).max(2),
  /** The GM's situational Difficulty shift for the attack roll (cover, darkness…). */
  difficultyModifier: whole(-6, 6).optional(),
  damageBonuses: z.array(whole(0, 10)).max(5).optional(),
  /** The GM's pick of weapon damage for a weapon whose damage is a span. */
  weaponDamage: whole(-1, 5).optional(),
  /** Which of two targets gets the odd point of a split Outcome. */
  remainderTo: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type TableAttackInput = z.input<typeof tableAttackSchema>;

/** `POST /api/v1/contracts/{id}/table/will-to-survive`: the player's answer to the offer. */
export const tableWillToSurviveSchema = z.strictObject({
  injuryId: id,
  decision: z.enum(['accept', 'decline']),
  /** Levels to take off (1–4, never below Severity 4); the most allowed when left out. */
  reduction: whole(1, 4).optional(),
  /** The stock Major scar it leaves, when already chosen. */
  scarId: stockScarIdSchema.optional(),
});
export type TableWillToSurviveInput = z.input<typeof tableWillToSurviveSchema>;

/** `POST /api/v1/contracts/{id}/table/clock`: move the in-game clock forward. */
export const tableClockSchema = z.strictObject({ minutes: whole(1, 24 * 60) });
export type TableClockInput = z.input<typeof tableClockSchema>;

/** `POST /api/v1/contracts/{id}/table/stabilize`: one Stabilization attempt made at the table. */
export const tableStabilizeSchema = z.strictObject({
  injuryId: id,
  kind: z.enum(['proper', 'makeshift']),
  /** The GM's Difficulty for a makeshift attempt (it must beat the Severity). */
  makeshiftDifficulty: whole(2, 15).optional(),
  /** The seated Contractor giving the first aid; the injured Contractor itself when left out. */
  helperContractorId: id.optional(),
  ...contractorRoll,
});
export type TableStabilizeInput = z.input<typeof tableStabilizeSchema>;
