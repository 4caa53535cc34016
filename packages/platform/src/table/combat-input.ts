import { MAX_INITIATIVE_POOL } from '@harbinger/rules';
import { z } from 'zod';

// What the table's combat panel and the API send: one action per request, told apart by `type`. The server makes
// ids, throws the dice and reads the sheets; a client only says what it wants done.

const combatantId = z.string().min(1).max(100).describe('The combatant, as the combat view lists it.');
const reaction = z.enum(['dodge', 'defend', 'clash']);
const outcome = z
  .number()
  .int()
  .min(-MAX_INITIATIVE_POOL)
  .max(2 * MAX_INITIATIVE_POOL);
const pool = z.number().int().min(0).max(MAX_INITIATIVE_POOL);

/** Every combat action a client may send (the GM may send all; a player only those for their own Contractor). */
export const combatInputSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start').describe('GM: start a fight with every seated Contractor.') }),
  z.strictObject({
    type: z.literal('add').describe('GM: bring in an NPC, or a mob (which always acts last).'),
    name: z.string().trim().min(1).max(80),
    kind: z.enum(['npc', 'mob']),
    ambushed: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('join').describe('Bring a seated Contractor into a fight already started.'),
    contractorId: z.string().min(1).max(100),
  }),
  z.strictObject({
    type: z
      .literal('roll_initiative')
      .describe(
        'The server throws Initiative: Dexterity + Perception from the sheet (Penalty applies, no exertion); an NPC ' +
          'or mob needs the `pool` the GM gives it.',
      ),
    combatantId,
    pool: pool.optional(),
  }),
  z.strictObject({
    type: z
      .literal('enter_initiative')
      .describe('An Initiative thrown with real dice: its Outcome (and pool; a Contractor’s defaults to the sheet’s).'),
    combatantId,
    outcome,
    pool: pool.optional(),
  }),
  z.strictObject({
    type: z.literal('correct_initiative').describe('GM: replace an Initiative already set.'),
    combatantId,
    outcome,
    pool,
  }),
  z.strictObject({ type: z.literal('set_ambushed'), combatantId, ambushed: z.boolean() }),
  z.strictObject({
    type: z.literal('break_tie').describe('GM: the ids of one tie, in the order they act.'),
    order: z.array(combatantId).min(2).max(50),
  }),
  z.strictObject({ type: z.literal('next_turn') }),
  z.strictObject({ type: z.literal('next_round') }),
  z.strictObject({
    type: z.literal('hold').describe('On one’s own turn: keep the Action for a trigger.'),
    combatantId,
    trigger: z.string().trim().min(1).max(200),
  }),
  z.strictObject({ type: z.literal('act_from_hold'), combatantId }),
  z.strictObject({ type: z.literal('react'), combatantId, reaction }),
  z.strictObject({ type: z.literal('desperate_defense'), combatantId, reaction }),
  z.strictObject({ type: z.literal('exert'), combatantId }),
  z.strictObject({ type: z.literal('remove'), combatantId, reason: z.enum(['defeated', 'left']) }),
  z.strictObject({ type: z.literal('end') }),
]);

/** One combat action as a client sends it. */
export type CombatInput = z.infer<typeof combatInputSchema>;

/** The actions only the GM may send. */
export const GM_ONLY_COMBAT_INPUTS: ReadonlySet<CombatInput['type']> = new Set([
  'start',
  'add',
  'correct_initiative',
  'set_ambushed',
  'break_tie',
  'next_turn',
  'next_round',
  'remove',
  'end',
]);
