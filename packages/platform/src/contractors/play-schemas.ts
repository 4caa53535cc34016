import { SCAR_CLASS_IDS, STOCK_BATTLE_SCARS, STOCK_TRAUMAS } from '@harbinger/rules';
import { z } from 'zod';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);
/** The sheet version the player saw; when given, a stale one is refused with 409. */
const version = whole(1, Number.MAX_SAFE_INTEGER).optional();

/** A stock Battle Scar id from the rules. */
export const stockScarIdSchema = z
  .string()
  .refine((id) => Object.hasOwn(STOCK_BATTLE_SCARS, id), 'is not a stock Battle Scar');
/** A stock Trauma id from the rules. */
export const stockTraumaIdSchema = z.string().refine((id) => Object.hasOwn(STOCK_TRAUMAS, id), 'is not a stock Trauma');
/** A Battle Scar class. */
export const scarClassSchema = z.enum(SCAR_CLASS_IDS as [string, ...string[]]);

/** A new Injury (`POST /api/v1/contractors/{id}/injuries`). */
export const addInjurySchema = z.strictObject({
  version,
  /** The incoming Severity, before any Will to Survive. */
  severity: whole(1, 40),
  /** The stock scar a Severity 4+ Injury leaves, when already chosen (of the class the recorded Severity leaves). */
  scarId: stockScarIdSchema.optional(),
  note: z.string().trim().max(200).optional(),
  /** The damage comes from a fall: Will to Survive cannot soften it. */
  fromFall: z.boolean().optional(),
  /**
   * Use Will to Survive on this Injury (once per Contract, Severity 5 or more, not against a fall): `reduction`
   * levels off (1–4, never below Severity 4; the most allowed when left out), for 1 Mind damage and a permanent Major
   * Battle Scar.
   */
  willToSurvive: z
    .strictObject({
      reduction: whole(1, 4).optional(),
      /** The stock Major scar it leaves, when already chosen. */
      scarId: stockScarIdSchema.optional(),
    })
    .optional(),
});
export type AddInjuryInput = z.input<typeof addInjurySchema>;

/** What to do to an Injury. */
export const updateInjurySchema = z.discriminatedUnion('action', [
  z.strictObject({ version, action: z.literal('worsen'), by: whole(1, 10).default(1) }),
  z.strictObject({
    version,
    action: z.literal('stabilize'),
    kind: z.enum(['proper', 'makeshift']),
    /** The Outcome of the Intellect + Medicine roll made at the table; left out, the server rolls it. */
    outcome: whole(-50, 50).optional(),
    makeshiftDifficulty: whole(2, 15).optional(),
  }),
  z.strictObject({
    version,
    action: z.literal('heal'),
    steps: whole(1, 20).default(1),
    fully: z.boolean().default(false),
  }),
  z.strictObject({ version, action: z.literal('remove') }),
  z.strictObject({
    version,
    action: z.literal('choose_scar'),
    scarId: stockScarIdSchema.optional(),
    customName: z.string().trim().min(1).max(80).optional(),
  }),
]);
export type UpdateInjuryInput = z.input<typeof updateInjurySchema>;

/** Setting Mind damage directly. */
export const mindDamageSchema = z.strictObject({ version, mindDamage: whole(0, 100) });
export type MindDamageInput = z.input<typeof mindDamageSchema>;

/** An Exertion outside a roll; what it is for decides whether it is allowed. */
export const exertSchema = z.strictObject({
  version,
  use: z.enum(['action', 'gift_activation', 'desperate_defense', 'initiative', 'trauma', 'passive']).default('action'),
});
export type ExertInput = z.input<typeof exertSchema>;

/** A new Trauma: stock, or custom with the player's words. */
export const addTraumaSchema = z.union([
  z.strictObject({ version, stockId: stockTraumaIdSchema }),
  z.strictObject({
    version,
    custom: z.strictObject({ name: z.string().trim().min(1).max(80), summary: z.string().trim().max(400).default('') }),
  }),
]);
export type AddTraumaInput = z.input<typeof addTraumaSchema>;

/** What a custom Battle Scar does to the numbers; every part optional. */
export const scarEffectsSchema = z.strictObject({
  /** Dice off every pool; the larger of this and the wound penalty applies. */
  penalty: whole(1, 4).optional(),
  /** The Penalty never drops below this. */
  penaltyFloor: whole(1, 4).optional(),
  /** Movement multiplier: half or a quarter. */
  movementMultiplier: z.union([z.literal(0.5), z.literal(0.25)]).optional(),
  noDashOrSprint: z.boolean().optional(),
});

/** A Battle Scar outside an Injury (Will to Survive, a paper sheet brought over). */
export const addBattleScarSchema = z.union([
  z.strictObject({ version, stockId: stockScarIdSchema, permanent: z.boolean().default(true) }),
  z.strictObject({
    version,
    custom: z.strictObject({
      name: z.string().trim().min(1).max(80),
      scarClass: scarClassSchema,
      effects: scarEffectsSchema.optional(),
    }),
    permanent: z.boolean().default(true),
  }),
]);
export type AddBattleScarInput = z.input<typeof addBattleScarSchema>;

/** Only the version, for removals. */
export const versionOnlySchema = z.strictObject({ version });

/** Source points left. */
export const sourcePointsSchema = z.strictObject({ version, current: whole(0, 1000) });
export type SourcePointsInput = z.input<typeof sourcePointsSchema>;

/** One Exp purchase. */
export const spendExpSchema = z.strictObject({
  version,
  purchase: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('attribute'), id: z.string().max(40) }),
    /** A Primary Ability id, or a Secondary Ability's name (a new name starts at 0). */
    z.strictObject({ kind: z.literal('ability'), id: z.string().trim().min(1).max(60) }),
    z.strictObject({ kind: z.literal('source') }),
    z.strictObject({ kind: z.literal('therapy'), traumaId: z.string().max(60) }),
    /** An Asset bought after creation, at three times its value. */
    z.strictObject({ kind: z.literal('asset'), id: z.string().trim().min(1).max(60) }),
    /** A Liability bought off after creation, at three times its value. */
    z.strictObject({ kind: z.literal('liability'), id: z.string().trim().min(1).max(60) }),
  ]),
});
export type SpendExpInput = z.input<typeof spendExpSchema>;

/** Undoing one Exp spend: the ledger entry of the purchase. */
export const undoSpendSchema = z.strictObject({
  version,
  entryId: z.string().trim().min(1, 'is required').max(60),
});
export type UndoSpendInput = z.input<typeof undoSpendSchema>;

/** Dice options a client may send instead of notation; the server sets the Penalty itself. */
export const rollOptionsSchema = z.strictObject({
  pool: whole(0, 49),
  difficulty: whole(2, 15).optional(),
  noAbility: z.boolean().optional(),
  secondaryAbility: z.enum(['applies', 'implied']).optional(),
  bonuses: z.array(whole(0, 20)).max(10).optional(),
  dicePenalties: z.array(whole(0, 20)).max(10).optional(),
  exert: z.boolean().optional(),
  rank6: z.boolean().optional(),
  /** Accepted so a client may send the options it previewed, but always replaced by the sheet's Penalty. */
  penalty: whole(0, 49).optional(),
  /** The `pool-floor-1` house rule lowers the floor penalties leave to 1. */
  penaltyFloor: z.union([z.literal(1), z.literal(2)]).optional(),
});

/**
 * A roll: notation such as `dex+athletics@7 ex` read against the sheet, or explicit `options` (then `expression`
 * is only the label shown in the history).
 */
export const rollSchema = z.strictObject({
  expression: z.string().trim().min(1, 'is required').max(200),
  options: rollOptionsSchema.optional(),
  label: z.string().trim().max(120).optional(),
});
export type RollInput = z.input<typeof rollSchema>;

/** How many history entries to list. */
export const listRollsSchema = z.strictObject({ limit: whole(1, 200).default(20) });
