import { z } from 'zod';
import { SUGGESTED_STATUSES } from './schemas.js';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);

/** The site permissions the operator may grant (one for now). */
export const SITE_PERMISSIONS = ['approve_scenarios'] as const;
/** One of {@link SITE_PERMISSIONS}. */
export type SitePermissionId = (typeof SITE_PERMISSIONS)[number];

/** Sharing a Scenario (`POST /api/v1/scenarios/{id}/share`): the handles of the players to share it with. */
export const shareScenarioSchema = z.strictObject({
  handles: z
    .array(z.string().trim().min(1, 'needs a handle').max(60))
    .min(1, 'name at least one player')
    .max(20, 'name at most 20 players at once'),
});
export type ShareScenarioInput = z.input<typeof shareScenarioSchema>;

/** An approver's decision (`POST /api/v1/scenarios/{id}/review`); rejecting or removing needs a reason. */
export const reviewSubmissionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject', 'remove']),
    reason: z.string().trim().max(2000).default(''),
  })
  .refine((r) => r.decision === 'approve' || r.reason !== '', {
    path: ['reason'],
    message: 'say why, so the writer knows what to change',
  });
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;

/**
 * Browsing the Exchange (`GET /api/v1/scenarios/exchange`): approved Scenarios, newest approval first, narrowed by
 * words in the title or summary, tags (all of them), a table size the Scenario fits and its suggested Status.
 */
export const browseExchangeSchema = z.strictObject({
  before: z.string().max(200).optional(),
  limit: whole(1, 50).default(20),
  text: z.string().trim().max(100).optional(),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10, 'pick at most 10 tags').default([]),
  players: whole(1, 50).optional(),
  status: z.enum(SUGGESTED_STATUSES).optional(),
});
export type BrowseExchangeInput = z.input<typeof browseExchangeSchema>;
