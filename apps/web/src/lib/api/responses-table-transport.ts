import { z } from 'zod';
import { id, timestamp } from './response-fields.js';

// Answers of the live table's log: events as one reader may see them, and rolls made at the table.

/** A table event cut for the caller (the same JSON the table's event stream sends). */
export const tableEventViewSchema = z.strictObject({
  id: z.number().int().describe('Ever-growing per server database; send the last one you have as `after`.'),
  kind: z.enum([
    'roll',
    'combat',
    'attack',
    'injury',
    'will_to_survive',
    'clock',
    'degradation',
    'stabilization',
    'sheet',
  ]),
  visibility: z.enum(['public', 'gm', 'blind', 'self']),
  actorId: id.nullable(),
  hidden: z.boolean().describe('A blind roll seen by its own roller: it happened, its result is the GM’s.'),
  payload: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe(
      'What happened; null when hidden. A roll carries rollerName, contractorId, label, expression, description, ' +
        'purpose, dice, difficulty, faces, outcome, tier, odds { success, thisTierOrBetter }, entered, ' +
        'automaticFailure and mindDamageAdded.',
    ),
  createdAt: timestamp,
});

/** The caller's place at the table. */
export const tableSeatSchema = z.strictObject({
  contractId: id,
  title: z.string(),
  contractState: z.enum(['scheduled', 'active', 'finished', 'canceled', 'voided']),
  userId: id,
  role: z.enum(['gm', 'player']),
  contractorIds: z.array(id),
  gmId: id,
});

/** A page of the table's log for the caller. */
export const tableReplayAnswerSchema = z.strictObject({
  seat: tableSeatSchema,
  events: z.array(tableEventViewSchema),
  lastId: z.number().int().describe('Ask `after` this next time (it passes events you may not see).'),
  more: z.boolean().describe('The limit cut the answer short: ask again after `lastId`.'),
});
