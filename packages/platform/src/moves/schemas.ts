import { LOOSE_END_CUTOFF, THREAT_LEVELS } from '@harbinger/rules';
import { z } from 'zod';

// Input schemas for Moves and Loose Ends, shared by the forms, the API and the OpenAPI document.

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');
const line = (max: number) => z.string().trim().min(1, 'is required').max(max);
const prose = (max: number) => z.string().trim().max(max);

/** Characters a Move's summary or World Event may hold (a long write-up, well under the body limit). */
export const MOVE_TEXT_LIMIT = 20_000;

/** A Loose End as a GM grants it (directly, or as a Move's result). */
export const looseEndInputSchema = z.strictObject({
  name: line(120),
  description: prose(2000).default(''),
  threat: line(2000).describe('What comes for the Contractor when the Cutoff reaches 0; hidden from its player.'),
  threatLevel: z.enum(THREAT_LEVELS),
  cutoff: z
    .number()
    .int('must be a whole number')
    .min(LOOSE_END_CUTOFF.min)
    .max(LOOSE_END_CUTOFF.max)
    .describe('Contracts the Contractor may attend before the Threat comes due (1–5); hidden from its player.'),
  tieUp: prose(2000).default('').describe('How it can be tied up; hidden from its player.'),
  needsHustle: z
    .boolean()
    .default(false)
    .describe('When due, the Threat must be met in a Hustle: the Contractor may not answer invitations until then.'),
});
export type LooseEndInput = z.input<typeof looseEndInputSchema>;

/** A GM tying a Loose End up outside a Move (after the Hustle its Threat called for, for instance). */
export const resolveLooseEndSchema = z.strictObject({
  resolution: prose(2000).default('').describe('How it was tied up (shown to those who see its Threat).'),
});

/** Which Loose Ends a list shows. */
export const looseEndFilterSchema = z.strictObject({
  state: z.enum(['open', 'resolved', 'all']).default('open'),
});

/** The sheet lists a Move may change. */
export const MOVE_LISTS = ['conditions', 'circumstances', 'trophies'] as const;
const listEdit = z.strictObject({
  add: z.array(line(300)).max(10).default([]),
  remove: z.array(line(300)).max(10).default([]),
});

/** A Move as its GM records it. */
export const recordMoveSchema = z.strictObject({
  contractorId: uuid,
  goal: line(500),
  summary: prose(MOVE_TEXT_LIMIT).default('').describe('What happened; read by those who may read the sheet.'),
  worldEventTitle: line(200).describe('The public headline in the Playgroup’s World Events.'),
  worldEvent: prose(MOVE_TEXT_LIMIT).default('').describe('What the Playgroup learns; public to its readers.'),
  bonusContractorId: uuid
    .nullable()
    .default(null)
    .describe('One of the GM’s own Contractors to take the 2 bonus Exp (250+ words in summary and World Event).'),
  conditions: listEdit.default({ add: [], remove: [] }),
  circumstances: listEdit.default({ add: [], remove: [] }),
  trophies: listEdit.default({ add: [], remove: [] }),
  grantLooseEnds: z.array(looseEndInputSchema).max(5).default([]),
  tieUpLooseEnds: z.array(uuid).max(20).default([]).describe('Open Loose Ends of the Contractor this Move ties up.'),
});
export type RecordMoveInput = z.input<typeof recordMoveSchema>;

/** A Leader voiding a Move. */
export const voidMoveSchema = z.strictObject({ reason: prose(500).default('') });

/** Which Moves a list shows: one Contractor's, or one Playgroup's. */
export const listMovesSchema = z
  .strictObject({
    contractorId: uuid.optional(),
    playgroupId: uuid.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((q) => (q.contractorId === undefined) !== (q.playgroupId === undefined), {
    message: 'name either a contractorId or a playgroupId',
    path: ['contractorId'],
  });
