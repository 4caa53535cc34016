import { DISCOVERY_REASONS, HANDOUT_KINDS, THREAT_LEVELS } from '@harbinger/rules';
import { z } from 'zod';
import { handleRef, id, timestamp } from './response-fields.js';

// The Scenario library's answers: summaries anyone may read, a reader's view with spoilers left out, history.

const reason = z.enum(DISCOVERY_REASONS);

const summaryFields = {
  id,
  title: z.string(),
  summary: z.string().meta({ description: 'Spoiler-free Markdown.' }),
  objective: z.string(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  suggestedStatus: z.string().meta({ description: 'A Contractor Status id, or `any`.' }),
  highlander: z.boolean(),
  rivalry: z.boolean(),
  needsRinger: z.boolean(),
  tags: z.array(z.string()),
  wordCount: z.number().int().meta({ description: 'Words of the five write-up sections together.' }),
  writer: handleRef.nullable(),
  stock: z.boolean(),
  stockKey: z.string().nullable(),
  forLearning: z.boolean(),
  exchangeState: z
    .enum(['none', 'awaiting', 'approved', 'rejected', 'withdrawn', 'removed'])
    .meta({ description: 'Where it stands with the Exchange; `approved` ones may be unlocked there.' }),
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** A handout as the reader may see it; a Loose End's Threat, Cutoff and tie-up are null for players. */
export const handoutViewSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(HANDOUT_KINDS),
  name: z.string(),
  description: z.string(),
  threat: z.string().nullable(),
  threatLevel: z.enum(THREAT_LEVELS).nullable(),
  cutoff: z.number().int().nullable(),
  tieUp: z.string().nullable(),
});

/** What the reader may read and do, and why. */
export const scenarioAccessSchema = z.strictObject({
  ground: z
    .enum(['writer', 'discovered', 'learning', 'free', 'not_discovered', 'visitor'])
    .meta({ description: 'Why the write-up is open or closed to this reader.' }),
  reasons: z.array(reason),
  readsWriteup: z.boolean(),
  readsAftermath: z.boolean(),
  mayRevealAftermath: z.boolean(),
  aftermathNeedsSignIn: z.boolean(),
  readsLooseEndSecrets: z.boolean(),
  mayEdit: z.boolean(),
  mayRevert: z.boolean(),
  mayViewHistory: z.boolean(),
});

/** A Scenario for one reader: the summary always, the write-up and the Aftermath only as `access` allows. */
export const scenarioViewSchema = z.strictObject({
  ...summaryFields,
  version: z.number().int(),
  access: scenarioAccessSchema,
  writeup: z
    .strictObject({ overview: z.string(), backstory: z.string(), introduction: z.string(), mission: z.string() })
    .nullable()
    .meta({ description: 'Markdown source; null when the reader has not discovered the Scenario.' }),
  aftermath: z
    .strictObject({ text: z.string(), handouts: z.array(handoutViewSchema) })
    .nullable()
    .meta({ description: 'Null until the reader chose to reveal it (the writer always reads it).' }),
});

/** The reader's collection: Scenarios they wrote or discovered. */
export const scenarioCollectionSchema = z.strictObject({
  items: z.array(z.strictObject({ ...summaryFields, reasons: z.array(reason), mine: z.boolean() })),
});

const revisionFields = {
  number: z.number().int(),
  author: handleRef.nullable(),
  note: z.string(),
  revertedTo: z.number().int().nullable(),
  wordCount: z.number().int(),
  createdAt: timestamp,
};

/** A Scenario's revisions, newest first. */
export const revisionListSchema = z.strictObject({ items: z.array(z.strictObject(revisionFields)) });

const part = z.strictObject({ op: z.enum(['same', 'add', 'remove']), text: z.string() });
const line = z.union([part, z.strictObject({ op: z.literal('skip'), count: z.number().int() })]);

/** One revision and what changed since the one before it. */
export const revisionDetailSchema = z.strictObject({
  ...revisionFields,
  previous: z.number().int().nullable(),
  changes: z.array(
    z.union([
      z.strictObject({ field: z.string(), kind: z.literal('lines'), lines: z.array(line) }),
      z.strictObject({ field: z.string(), kind: z.literal('words'), parts: z.array(part) }),
      z.strictObject({ field: z.string(), kind: z.literal('value'), before: z.string(), after: z.string() }),
    ]),
  ),
});
