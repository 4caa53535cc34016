import { DISCOVERY_REASONS, HANDOUT_KINDS, THREAT_LEVELS } from '@harbinger/rules';
import { z } from 'zod';
import { handleRef, id, named, timestamp } from './response-fields.js';

// Answers of the Scenario-play part of the API: the Scenario on a Contract, runs and stats, the writing reward,
// Loose Ends on a sheet.

/** The Scenario a Contract runs: title and summary only. */
export const contractScenarioSchema = z.strictObject({ id, title: z.string(), summary: z.string() });

/** A seated or waiting player who already knows the Contract's Scenario (for its GM and managers). */
export const spoiledPlayerSchema = z.strictObject({
  handle: z.string(),
  place: z.enum(['seat', 'waitlist']),
  ringer: z.boolean(),
  reasons: z.array(z.enum(DISCOVERY_REASONS)),
  readAftermath: z.boolean(),
});

const summary = z.strictObject({
  runs: z.number().int(),
  gms: z.number().int(),
  victories: z.number().int(),
  deaths: z.number().int(),
  deadliness: z.number().describe('Deaths ÷ Contractor seats with an outcome, 0–1.'),
  deadlinessPercent: z.number().int(),
});

const refusalCode = z.enum(['stock_scenario', 'already_rewarded', 'too_few_words', 'not_run_yet']);

/** Where the writing reward stands for the writer. */
export const writingRewardStandingSchema = z.strictObject({
  refusal: z.strictObject({ code: refusalCode, message: z.string() }).nullable(),
  wordCount: z.number().int(),
  wordsNeeded: z.number().int(),
  runsByWriter: z.number().int(),
  claimed: z.strictObject({ contractor: named.nullable(), at: timestamp }).nullable(),
  contractors: z.array(named),
});

/** A Scenario's runs and their numbers. */
export const scenarioRunsSchema = z.strictObject({
  scenario: contractScenarioSchema,
  summary,
  runs: z.array(
    z.strictObject({
      contract: z.strictObject({ id, title: z.string() }).nullable(),
      startsAt: timestamp,
      gm: handleRef,
      playgroup: z.strictObject({ id, name: z.string(), private: z.boolean() }),
      outcomes: z.strictObject({
        victories: z.number().int(),
        failures: z.number().int(),
        deaths: z.number().int(),
        declined: z.number().int(),
      }),
      notes: z.string().nullable().describe('The GM’s run notes; null for readers who have not discovered it.'),
    }),
  ),
  discovered: z.boolean(),
  writingReward: writingRewardStandingSchema.nullable().describe('Only for the Scenario’s writer.'),
});

/** What claiming the writing reward did. */
export const writingRewardResultSchema = z.strictObject({
  contractor: named,
  ledgerEntryId: id,
  waiting: z.boolean().describe('Past the Gift Credit + Improvement cap: kept, spendable after a victory.'),
});

/** One Loose End on a sheet, as its reader may see it. */
export const looseEndViewSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  threatLevel: z.enum(THREAT_LEVELS),
  from: z.strictObject({
    scenario: z.strictObject({ id, title: z.string() }).nullable(),
    contractId: id.nullable(),
    moveId: id.nullable().describe('The Move that granted it, if one did.'),
  }),
  createdAt: timestamp,
  manifested: z.boolean().describe('Its Cutoff reached 0 and it is not tied up: the Threat came due.'),
  blocksPlay: z.boolean().describe('Due and waiting for a Hustle: its Contractor cannot answer invitations.'),
  threat: z
    .string()
    .nullable()
    .describe('For those who read the secrets, and for the player once the Threat came due.'),
  resolvedAt: timestamp.nullable(),
  secrets: z
    .strictObject({
      threat: z.string(),
      cutoff: z.number().int(),
      tieUp: z.string(),
      needsHustle: z.boolean(),
      resolution: z.string(),
    })
    .nullable()
    .describe('Only for the granting GM, Leaders of the home Playgroup and the GM of a Contract it is seated at.'),
});

/** A sheet's Loose Ends. */
export const looseEndsSchema = z.strictObject({
  looseEnds: z.array(looseEndViewSchema),
  manage: z.boolean().describe('The reader is a GM of its Playgroup who may grant and tie up Loose Ends.'),
});

/** Handout kinds, for documents that list them. */
export const handoutKindSchema = z.enum(HANDOUT_KINDS);
