import { z } from 'zod';
import { id, pageOf, timestamp } from './response-fields.js';

// Answers of the Exchange part of the Scenarios API: sharing, submissions, reviews, unlocking, browsing, and the
// operator's site permissions.

const exchangeState = z.enum(['none', 'awaiting', 'approved', 'rejected', 'withdrawn', 'removed']);

/** What the operator's grant or revoke did. */
export const sitePermissionChangeSchema = z.strictObject({
  handle: z.string(),
  permission: z.enum(['approve_scenarios']),
  held: z.boolean(),
  changed: z.boolean().meta({ description: 'False when it was already so.' }),
});

/** Who newly has a shared Scenario, and who had it already. */
export const shareResultSchema = z.strictObject({ shared: z.array(z.string()), alreadyShared: z.array(z.string()) });

/** The writer's sharing and Exchange page. */
export const shareViewSchema = z.strictObject({
  id,
  title: z.string(),
  summary: z.string(),
  exchangeState,
  exchangeApprovedAt: timestamp.nullable(),
  submitProblem: z.string().nullable().meta({ description: 'Why it cannot be submitted now; null when it can.' }),
  sharedWith: z.array(z.strictObject({ handle: z.string(), sharedAt: timestamp })),
  submissions: z.array(
    z.strictObject({
      submittedAt: timestamp,
      state: exchangeState.exclude(['none']),
      decidedAt: timestamp.nullable(),
      decidedBy: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});

/** A Scenario's standing on the Exchange after a submission or withdrawal. */
export const exchangeStandingSchema = z.strictObject({ id, exchangeState, exchangeApprovedAt: timestamp.nullable() });

/** What an approver's decision did. */
export const reviewResultSchema = exchangeStandingSchema.extend({
  creditsPaid: z.number().int().meta({ description: 'Credits paid to the writer (340 on a first approval).' }),
});

/** What unlocking did. */
export const unlockResultSchema = z.strictObject({ id, spent: z.number().int(), balance: z.number().int() });

const card = {
  id,
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  suggestedStatus: z.string(),
  highlander: z.boolean(),
  rivalry: z.boolean(),
  needsRinger: z.boolean(),
  wordCount: z.number().int(),
  writer: z.string().nullable(),
};

/** The approvers' queue, oldest submission first. */
export const approvalQueueSchema = z.array(
  z.strictObject({ ...card, submittedAt: timestamp, own: z.boolean().meta({ description: 'The approver wrote it.' }) }),
);

/** A submitted Scenario in full, for an approver. */
export const submissionForReviewSchema = z.strictObject({
  ...card,
  objective: z.string(),
  exchangeState,
  sections: z.strictObject({
    overview: z.string(),
    backstory: z.string(),
    introduction: z.string(),
    mission: z.string(),
    aftermath: z.string(),
  }),
  handouts: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(['condition', 'circumstance', 'trophy', 'loose_end']),
      name: z.string(),
      description: z.string(),
      threat: z.string().optional(),
      threatLevel: z.enum(['dangerous', 'deadly', 'fateful']).optional(),
      cutoff: z.number().int().optional(),
      tieUp: z.string().optional(),
    }),
  ),
  own: z.boolean(),
});

/** One page of the Exchange with the viewer's credits. */
export const exchangePageSchema = pageOf(
  z.strictObject({
    ...card,
    approvedAt: timestamp,
    mine: z.boolean(),
    discovered: z.boolean().meta({ description: 'The viewer may read it already; no need to unlock.' }),
  }),
).extend({ credits: z.number().int().nullable().meta({ description: 'The viewer’s credits; null for a visitor.' }) });
