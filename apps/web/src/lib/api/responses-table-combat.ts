import { z } from 'zod';
import { id } from './response-fields.js';

// The answer of the table's combat tracker.

const combatant = z.strictObject({
  id,
  name: z.string(),
  kind: z.enum(['contractor', 'npc', 'mob']),
  contractorId: id.nullable(),
  initiative: z
    .strictObject({ outcome: z.number().int(), pool: z.number().int(), entered: z.boolean() })
    .nullable()
    .describe('Null until rolled or entered; an NPC or mob without one acts at the end, in the order it joined.'),
  position: z.number().int().nullable().describe('1-based place in the turn order; null once out of the fight.'),
  tiedWith: z.array(id).describe('Others tied with this one that the GM has not ordered yet.'),
  ambushed: z.boolean(),
  isTurn: z.boolean(),
  actionSpent: z.boolean().describe('This Round’s one Action (or Reaction) is used.'),
  reactionsThisRound: z.number().int(),
  exertedThisRound: z.boolean(),
  holding: z.strictObject({ trigger: z.string(), since: z.number().int() }).nullable(),
  desperatePenaltyNextAction: z.number().int().describe('Dice the next Action loses after a Desperate Defense.'),
  penaltyThisAction: z.number().int().describe('Dice this Round’s Action lost to an earlier Desperate Defense.'),
  out: z.enum(['defeated', 'left']).nullable(),
});

/** The fight at a table (null when none is running). */
export const combatViewSchema = z
  .strictObject({
    round: z.number().int().describe('0 while Initiative is rolled; then the Round being played.'),
    phase: z.enum(['initiative', 'rounds']),
    turn: id.nullable().describe('Whose turn it is; null before Round 1 and after everyone’s turn.'),
    combatants: z.array(combatant).describe('Everyone still fighting in turn order, then those out of the fight.'),
    ties: z.array(z.array(id)).describe('Ties still waiting for the GM.'),
    version: z.number().int(),
  })
  .nullable();
