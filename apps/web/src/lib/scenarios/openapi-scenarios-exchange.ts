import { reviewSubmissionSchema, shareScenarioSchema } from '@harbinger/platform';
import { answer, pathParam, queryParam, refusal, unauthenticatedRefusal, type ApiPaths } from '../api/operation.js';
import {
  approvalQueueSchema,
  exchangePageSchema,
  exchangeStandingSchema,
  reviewResultSchema,
  shareResultSchema,
  shareViewSchema,
  sitePermissionChangeSchema,
  submissionForReviewSchema,
  unlockResultSchema,
} from '../api/responses-scenarios-exchange.js';

// The Exchange part of the Scenarios API: sharing, submissions, the approvers' queue, credits and unlocking, and
// browsing; plus the operator's site permissions (admin token).

const scenarioIdParam = pathParam('id', 'The Scenario id (a UUID).');
const notFound = refusal('`not_found`: no such Scenario.');
const writerOnly = refusal('`forbidden`: only the Scenario’s writer may do this.');
const approverOnly = refusal('`not_an_approver`: the site permission `approve_scenarios` is needed.');

const permissionOperation = (verb: 'grant' | 'revoke') => ({
  operationId: verb === 'grant' ? 'grantSitePermission' : 'revokeSitePermission',
  summary:
    `${verb === 'grant' ? 'Gives a player' : 'Takes from a player'} a site permission (\`approve_scenarios\`: ` +
    'decide Exchange submissions). Send the admin token as `Authorization: Bearer <token>`; `harbinger ' +
    `${verb}\` does the same on the database.`,
  responses: {
    200: answer('What changed (`changed: false` when it was already so).', sitePermissionChangeSchema),
    401: refusal('`admin_token_required`: no `Authorization: Bearer` header.'),
    403: refusal('`admin_token_wrong` or `admin_disabled` (the server has no `HARBINGER_ADMIN_TOKEN`).'),
    404: refusal('`unknown_player` (no such handle) or `unknown_permission`.'),
  },
});

/** The paths, relative to /api/v1. */
export const scenarioExchangePaths: ApiPaths = {
  '/admin/site-permissions/{handle}/{permission}': {
    parameters: [
      pathParam('handle', 'The player’s handle (any case).'),
      pathParam('permission', 'The site permission: `approve_scenarios`.'),
    ],
    put: permissionOperation('grant'),
    delete: permissionOperation('revoke'),
  },
  '/scenarios/{id}/share': {
    parameters: [scenarioIdParam],
    get: {
      operationId: 'getScenarioSharing',
      summary: 'The writer’s view: who the Scenario is shared with, its Exchange state and every submission.',
      responses: {
        200: answer('The sharing and Exchange view.', shareViewSchema),
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
      },
    },
    post: {
      operationId: 'shareScenario',
      summary:
        'Shares the Scenario with named players: each may read it from then on, it counts as spoiled for them as ' +
        'players, and each is told.',
      body: shareScenarioSchema,
      responses: {
        200: answer('Who newly has it, and who had it already.', shareResultSchema),
        400: refusal('`validation_failed`: no handles, or too many.'),
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
        422: refusal('`unknown_players` (names every unknown handle; nothing is shared) or `share_with_self`.'),
      },
    },
  },
  '/scenarios/{id}/submit': {
    parameters: [scenarioIdParam],
    post: {
      operationId: 'submitScenarioToExchange',
      summary: 'The writer sends the Scenario to the Exchange; it waits for an approver, and approvers are told.',
      responses: {
        200: answer('Its standing now (`awaiting`).', exchangeStandingSchema),
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
        409: refusal('`already_submitted`, `already_on_exchange` or `stock_scenario`.'),
        422: refusal('`summary_missing` or `writeup_empty`.'),
      },
    },
  },
  '/scenarios/{id}/withdraw': {
    parameters: [scenarioIdParam],
    post: {
      operationId: 'withdrawScenarioFromExchange',
      summary: 'The writer takes the Scenario out of the queue or off the Exchange; it may be sent again later.',
      responses: {
        200: answer('Its standing now (`withdrawn`).', exchangeStandingSchema),
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
        409: refusal('`not_submitted`: neither waiting nor on the Exchange.'),
      },
    },
  },
  '/scenarios/{id}/review': {
    parameters: [scenarioIdParam],
    post: {
      operationId: 'reviewScenarioSubmission',
      summary:
        'An approver approves or rejects a waiting submission, or removes an approved Scenario from the Exchange ' +
        '(rejecting and removing need a reason, which the writer is sent). The first approval pays the writer 340 ' +
        'credits; later ones pay nothing. Never one’s own Scenario.',
      body: reviewSubmissionSchema,
      responses: {
        200: answer('Its standing and the credits paid.', reviewResultSchema),
        400: refusal('`validation_failed`: no reason given to reject or remove.'),
        401: unauthenticatedRefusal,
        403: refusal('`not_an_approver`, or `forbidden` for one’s own Scenario.'),
        404: notFound,
        409: refusal('`not_waiting`: decided already, withdrawn, or not on the Exchange.'),
      },
    },
  },
  '/scenarios/{id}/unlock': {
    parameters: [scenarioIdParam],
    post: {
      operationId: 'unlockScenario',
      summary:
        'Unlocks a Scenario: one of our stock Scenarios once earned (free; see /scenarios/stock), any other from the ' +
        'Exchange for 100 credits. It may be read from then on, and counts as spoiled for playing.',
      responses: {
        200: answer('What it cost (0 for a stock Scenario) and the credits left.', unlockResultSchema),
        401: unauthenticatedRefusal,
        403: refusal('`stock_not_earned`: the message says how to earn this stock Scenario.'),
        404: notFound,
        409: refusal(
          '`not_enough_credits` (says how many you have), `not_on_exchange`, `own_scenario`, `already_discovered`, ' +
            'or `learning_scenario` (the teaching Scenario is readable by all and never unlocked).',
        ),
      },
    },
  },
  '/scenarios/exchange': {
    get: {
      operationId: 'browseExchange',
      summary:
        'Approved Scenarios, newest approval first, with the caller’s credits. Words match the title or summary; ' +
        'every given tag must be present; `players` keeps those that fit a table of that size; `status` keeps those ' +
        'suggested for that Status or for any.',
      public: true,
      parameters: [
        queryParam('text', 'Words in the title or summary.'),
        queryParam('tags', 'Tags, separated by commas; all must match.'),
        queryParam('players', 'A table size the Scenario fits.', { type: 'integer', minimum: 1, maximum: 50 }),
        queryParam('status', 'A suggested Status (`any`, `newbie`, `novice`, `seasoned`, `professional`, `veteran`).'),
        queryParam('before', 'The `next` cursor of the previous page.'),
        queryParam('limit', 'Page size (1–50).', { type: 'integer', minimum: 1, maximum: 50 }),
      ],
      responses: {
        200: answer('One page.', exchangePageSchema),
        400: refusal('`validation_failed`: a filter out of range.'),
      },
    },
  },
  '/scenarios/approvals': {
    get: {
      operationId: 'listExchangeApprovals',
      summary: 'The approvers’ queue: submissions waiting for a decision, oldest first (at most 50).',
      responses: {
        200: answer('The waiting submissions.', approvalQueueSchema),
        401: unauthenticatedRefusal,
        403: approverOnly,
      },
    },
  },
  '/scenarios/approvals/{id}': {
    parameters: [scenarioIdParam],
    get: {
      operationId: 'readScenarioSubmission',
      summary:
        'A waiting or approved Scenario’s whole write-up, Aftermath and handouts included, for an approver to judge ' +
        '(reading it records no discovery).',
      responses: {
        200: answer('The Scenario in full.', submissionForReviewSchema),
        401: unauthenticatedRefusal,
        403: approverOnly,
        404: notFound,
        409: refusal('`not_submitted`: neither waiting nor on the Exchange.'),
      },
    },
  },
};
