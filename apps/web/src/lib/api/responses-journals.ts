import { z } from 'zod';
import { handleRef, id, named, timestamp } from './response-fields.js';

// Answers of the Journals part of the API.

const reward = z.enum(['exp', 'improvement', 'none']);
const kind = z.enum(['contract', 'downtime']);
const contractRef = z.strictObject({ id, title: z.string(), startsAt: timestamp });
const scenarioRef = z.strictObject({ id, title: z.string() });

/** Where a Journal's reward stands, for its writer. */
export const journalStandingSchema = z.strictObject({
  kind,
  held: reward.describe('The reward the Journal holds now.'),
  slot: z
    .enum(['exp', 'improvement'])
    .nullable()
    .describe('Its place in the count once it reached 250 words: every 4th Contract Journal holds an Improvement.'),
  eligible: z.boolean().describe('Its Contract still counts (finished, not voided, taken part in).'),
  contractJournalsBefore: z.number().int().describe('Other Contract Journals already counted.'),
  journalExpBefore: z.number().int().describe('Exp the other Journals hold now.'),
  contractsAttended: z.number().int(),
  expAllowed: z.number().int().describe('2 Exp per Contract attended.'),
  untilImprovement: z.number().int().describe('Counted Contract Journals until the next Improvement (1 = the next).'),
});

/** A Journal as the caller may read it. */
export const journalViewSchema = z.strictObject({
  id,
  kind,
  contractor: named,
  author: handleRef,
  contract: contractRef.nullable().describe('Null when the Contract is in a Playgroup you may not see into.'),
  scenario: scenarioRef.nullable(),
  spoiler: z.boolean(),
  hidden: z.boolean().describe('A spoiler for a Scenario you have not discovered: title and body are left out.'),
  title: z.string().nullable(),
  body: z.string().nullable().describe('Markdown as written; null when hidden.'),
  wordCount: z.number().int(),
  reward,
  mine: z.boolean(),
  standing: journalStandingSchema.nullable().describe('For its writer only.'),
  version: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A list of Journals, newest first. */
export const journalListSchema = z.array(journalViewSchema);

/** A Contractor's Journals, with the writing form's facts for its owner. */
export const contractorJournalsSchema = z.strictObject({
  contractor: named,
  journals: journalListSchema,
  mayWrite: z.boolean(),
  standing: journalStandingSchema.nullable().describe('For the owner: the standing of a new Contract Journal.'),
  choices: z.array(
    z.strictObject({
      kind,
      contract: contractRef,
      scenario: scenarioRef.nullable(),
      journalId: z.string().nullable().describe('The Journal already written for it (one of each per Contract).'),
    }),
  ),
});
