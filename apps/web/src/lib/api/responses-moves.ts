import { z } from 'zod';
import { handleRef, id, named, timestamp } from './response-fields.js';

// Answers of the Moves part of the API.

const listChange = z.strictObject({
  list: z.enum(['conditions', 'circumstances', 'trophies']),
  op: z.enum(['add', 'remove']),
  text: z.string(),
  index: z.number().int(),
});

/** A Move as its reader may see it. */
export const moveViewSchema = z.strictObject({
  id,
  playgroup: named,
  contractor: named.nullable().describe('Null for readers who may not see the Contractor’s sheet.'),
  gm: handleRef.nullable(),
  goal: z.string().nullable().describe('Only for readers of the sheet.'),
  summary: z.string().nullable().describe('Only for readers of the sheet.'),
  worldEvent: z.strictObject({ title: z.string(), body: z.string(), id: id.nullable() }),
  wordCount: z.number().int().describe('Words in summary and World Event together; 250 earns the GM the bonus.'),
  bonus: z
    .strictObject({ contractor: named.nullable(), exp: z.number().int() })
    .nullable()
    .describe('The bonus Exp paid to the GM’s Contractor; null when none was paid.'),
  changes: z.array(listChange).nullable().describe('Changes to the sheet’s lists; only for readers of the sheet.'),
  looseEnds: z.strictObject({ granted: z.array(named), tiedUp: z.array(named) }),
  createdAt: timestamp,
  voided: z.strictObject({ at: timestamp, reason: z.string() }).nullable(),
  mayVoid: z.boolean(),
});

/** What recording a Move answers. */
export const recordMoveResultSchema = z.strictObject({
  move: moveViewSchema,
  bonusRefused: z.enum(['too_few_words', 'no_recipient']).nullable().describe('Why no bonus was paid, when none was.'),
});

/** A list of Moves. */
export const moveListSchema = z.strictObject({ items: z.array(moveViewSchema) });

/** What granting or tying up a Loose End answers. */
export const looseEndWriteSchema = z.strictObject({ id, contractorId: id, resolvedAt: timestamp.nullable() });
