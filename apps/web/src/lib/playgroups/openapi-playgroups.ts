import {
  addContractorSchema,
  calendarFeedResetSchema,
  changeDecisionSchema,
  contractorDecisionSchema,
  customRoleSchema,
  declareContractSchema,
  handOverSchema,
  rolePermissionsSchema,
  emailPreferencesSchema,
  markReadSchema,
  memberChangeSchema,
  memberRequestSchema,
  playgroupCreateSchema,
  playgroupPatchSchema,
  worldEventSchema,
} from '@harbinger/platform';
import {
  answer,
  type ApiParameter,
  type ApiPaths,
  pathParam,
  playgroupIdParam,
  queryParam,
  refusal,
  unauthenticatedRefusal,
} from '../api/operation.js';
import { contractViewSchema } from '../api/responses-contracts.js';
import { acceptedImportSchema, changeRequestListSchema, changeRequestSchema } from '../api/responses-contractors.js';
import {
  contractorHomeSchema,
  emailPreferencesViewSchema,
  foundPlaygroupPageSchema,
  inviteTokenSchema,
  notificationPageSchema,
  playgroupFeedSchema,
  playgroupPageSchema,
  playgroupViewSchema,
  unreadSchema,
  worldEventPageSchema,
  worldEventViewSchema,
} from '../api/responses-playgroups.js';

// The Playgroup and notification endpoints' part of the OpenAPI document; every schema is generated from zod.

/** The keyset paging parameters of a feed. */
export const pageParams: readonly ApiParameter[] = [
  queryParam('before', 'The `next` cursor of the previous page.'),
  queryParam('limit', 'Page size (1–100).', { type: 'integer', minimum: 1, maximum: 100 }),
];

/** The refusals these endpoints share. */
export const playgroupErrors = {
  badInput: refusal('The input is malformed; `field` names the first field at fault.'),
  unauthenticated: unauthenticatedRefusal,
  forbidden: refusal(
    'Not allowed: `not_a_member`, `missing_permission` (names the permission), `not_the_gm`, `banned`, `playgroup_private` (inside an unlisted Playgroup you are not a member of)…',
  ),
  notFound: refusal('No such Playgroup, Contract or Contractor (or a private one you may not see).'),
  conflict: refusal(
    'Refused by the current state: a stale `version`, `last_leader`, `already_member`, `contract_not_active`, `contract_full`…',
  ),
  unprocessable: refusal(
    'Refused by the rules: `status_mismatch`, `contractor_pending`, `contractor_dead`, `outcome_missing`, `commission_dead`…',
  ),
};

const { badInput, unauthenticated, forbidden, notFound, conflict, unprocessable } = playgroupErrors;

/** The paths, relative to /api/v1. */
export const playgroupPaths: ApiPaths = {
  '/playgroups': {
    get: {
      operationId: 'listPlaygroups',
      summary: 'The publicly listed Playgroups, newest first; `mine=1` lists yours instead, listed or not.',
      public: true,
      parameters: [...pageParams, queryParam('mine', '1: only those you belong to.')],
      responses: { 200: answer('A page: `items` and the `next` cursor.', playgroupPageSchema), 400: badInput },
    },
    post: {
      operationId: 'createPlaygroup',
      summary: 'Create a Playgroup; you become its Leader.',
      body: playgroupCreateSchema,
      responses: { 201: answer('Created.', playgroupViewSchema), 400: badInput, 401: unauthenticated },
    },
  },
  '/playgroups/find': {
    get: {
      operationId: 'findPlaygroups',
      summary:
        'Find Playgroups: only publicly listed ones, newest first, with their listing and next Contract with a free seat.',
      public: true,
      parameters: [
        ...pageParams,
        queryParam(
          'meets',
          'How the table meets: `online` or `in_person` (Playgroups meeting both ways match either).',
          {
            type: 'string',
            enum: ['online', 'in_person'],
          },
        ),
        queryParam('near', 'An IANA time zone: keeps Playgroups whose zone is within `within` hours of it right now.'),
        queryParam('within', 'Hours either side of `near` (0–12, default 3).', {
          type: 'integer',
          minimum: 0,
          maximum: 12,
        }),
        queryParam('status', 'A Contractor Status: keeps Playgroups whose listed Status range includes it.'),
        queryParam('openSeats', '1: only those with an upcoming Contract that has a free seat.'),
        queryParam('openMembership', '1: only those anyone may join.'),
      ],
      responses: { 200: answer('A page: `items` and the `next` cursor.', foundPlaygroupPageSchema), 400: badInput },
    },
  },
  '/playgroups/{id}': {
    parameters: [playgroupIdParam],
    get: {
      operationId: 'getPlaygroup',
      summary:
        'One Playgroup. Unlisted ones are `restricted` for outsiders: the name only (and the listing for those invited).',
      public: true,
      responses: { 200: answer('The Playgroup.', playgroupViewSchema), 404: notFound },
    },
    patch: {
      operationId: 'updatePlaygroup',
      summary: 'Change settings and house rules (`edit_playgroup`); send the `version` read.',
      body: playgroupPatchSchema,
      responses: {
        200: answer('Saved.', playgroupViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/playgroups/{id}/members': {
    parameters: [playgroupIdParam],
    post: {
      operationId: 'requestMembership',
      summary:
        'Join (open Playgroup, invitation, or the invite token) or invite a player by handle (`manage_memberships`).',
      body: memberRequestSchema,
      responses: {
        200: answer('The Playgroup.', playgroupViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/playgroups/{id}/members/{handle}': {
    parameters: [playgroupIdParam, pathParam('handle', "The member's handle.")],
    patch: {
      operationId: 'changeMembership',
      summary:
        'Change a membership: set_roles, kick, ban, unban; leave or decline for yourself. A Playgroup always keeps a Leader (409 `last_leader`).',
      body: memberChangeSchema,
      responses: {
        200: answer('The Playgroup.', playgroupViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
  },
  '/playgroups/{id}/calendar-feed': {
    parameters: [playgroupIdParam],
    get: {
      operationId: 'getPlaygroupCalendarFeed',
      summary: 'Your secret calendar (ICS) address of this Playgroup (members only); it stops working if you leave.',
      responses: {
        200: answer('The token and the feed address.', playgroupFeedSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
    post: {
      operationId: 'resetPlaygroupCalendarFeed',
      summary: 'A new calendar address: yours, or every member’s with `everyone: true` (`administrate`).',
      body: calendarFeedResetSchema,
      responses: {
        200: answer('Your new token and address.', playgroupFeedSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
  },
  '/playgroups/{id}/invite-link': {
    parameters: [playgroupIdParam],
    post: {
      operationId: 'resetInviteLink',
      summary: 'Reset the invite link (`manage_memberships`).',
      responses: {
        200: answer('The new token.', inviteTokenSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
  },
  '/playgroups/{id}/roles': {
    parameters: [playgroupIdParam],
    post: {
      operationId: 'createCustomRole',
      summary: 'Add a custom role (`administrate`).',
      body: customRoleSchema,
      responses: {
        201: answer('The Playgroup.', playgroupViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        409: conflict,
      },
    },
  },
  '/playgroups/{id}/roles/{roleId}': {
    parameters: [
      playgroupIdParam,
      pathParam('roleId', 'A built-in role (`leader`, `judge`, `member`, `watcher`) or a custom role’s id.'),
    ],
    put: {
      operationId: 'setRolePermissions',
      summary:
        'Set what a role allows in this Playgroup (`administrate`). Built-in roles are reshaped for this Playgroup ' +
        'only; their default permissions drop the reshaping. The Leader always keeps `administrate`.',
      body: rolePermissionsSchema,
      responses: {
        200: answer('The Playgroup.', playgroupViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: refusal('`last_leader`: nobody would administrate the Playgroup any more.'),
        422: refusal('`leader_keeps_administrate`: the Leader role cannot lose `administrate`.'),
      },
    },
    delete: {
      operationId: 'deleteCustomRole',
      summary: 'Delete a custom role (`administrate`).',
      responses: {
        200: answer('The Playgroup.', playgroupViewSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/playgroups/{id}/contractors': {
    parameters: [playgroupIdParam],
    post: {
      operationId: 'addContractorToPlaygroup',
      summary: 'Bring your Contractor into the Playgroup; it waits for a Leader’s approval.',
      body: addContractorSchema,
      responses: {
        201: answer('Where it stands.', contractorHomeSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
  },
  '/playgroups/{id}/leadership': {
    parameters: [playgroupIdParam],
    post: {
      operationId: 'handOverLeadership',
      summary:
        'A Leader (`administrate`) makes another member Leader, then stays a Leader (`stay`), steps down to ' +
        'Member (`step_down`) or leaves the Playgroup (`leave`); the new Leader is notified.',
      body: handOverSchema,
      responses: {
        200: answer('The Playgroup.', playgroupViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: refusal('No such Playgroup, or `not_a_member`: the handle names nobody in it.'),
        409: conflict,
        422: refusal('`not_yourself`: pick another member.'),
      },
    },
  },
  '/playgroups/{id}/change-requests': {
    parameters: [playgroupIdParam],
    get: {
      operationId: 'listChangeRequests',
      summary: 'Changes to this Playgroup’s Contractors waiting for a Leader (needs `administrate`).',
      responses: {
        200: answer('Oldest first.', changeRequestListSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
  },
  '/playgroups/{id}/change-requests/{requestId}': {
    parameters: [playgroupIdParam, pathParam('requestId', 'The change request id.')],
    patch: {
      operationId: 'decideChangeRequest',
      summary:
        'A Leader (`administrate`, not the Contractor’s owner) approves a change request (it applies at once; an ' +
        'Asset’s Exp is taken then) or rejects it.',
      body: changeDecisionSchema,
      responses: {
        200: answer('Decided.', changeRequestSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: refusal(
          '`already_decided`, `contractor_retired`, `contractor_dead`, or `not_approved_here` (the Contractor left).',
        ),
        422: refusal('Approving breaks a rule now, for example `not_enough_exp`.'),
      },
    },
  },
  '/playgroups/{id}/contractors/{contractorId}': {
    parameters: [playgroupIdParam, pathParam('contractorId', 'The Contractor id.')],
    patch: {
      operationId: 'decideContractor',
      summary: 'Approve a Contractor or ask for changes with a message (`manage_contractors`).',
      body: contractorDecisionSchema,
      responses: {
        200: answer('Where it stands.', contractorHomeSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
    delete: {
      operationId: 'removeContractorFromPlaygroup',
      summary: 'Take the Contractor out of the Playgroup.',
      responses: { 204: answer('Removed.'), 401: unauthenticated, 403: forbidden, 404: notFound },
    },
  },
  '/playgroups/{id}/contractors/{contractorId}/accept-import': {
    parameters: [playgroupIdParam, pathParam('contractorId', 'The Contractor id.')],
    post: {
      operationId: 'acceptImportedHistory',
      summary:
        'A Leader (`administrate`) accepts what the Contractor’s import could not verify: its victories start to count ' +
        'and its Gifts can be used.',
      responses: {
        200: answer('Accepted; the victories the Contractor now counts.', acceptedImportSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: refusal('Nothing imported waits to be accepted (`nothing_to_accept`).'),
      },
    },
  },
  '/playgroups/{id}/events': {
    parameters: [playgroupIdParam],
    get: {
      operationId: 'listWorldEvents',
      summary: 'The World Events feed, newest first, paged by keyset (an unlisted Playgroup’s to members only).',
      public: true,
      parameters: [...pageParams],
      responses: {
        200: answer('A page: `items` (Markdown bodies) and `next`.', worldEventPageSchema),
        403: forbidden,
        404: notFound,
      },
    },
    post: {
      operationId: 'postWorldEvent',
      summary: 'Post a World Event (`post_world_events`).',
      body: worldEventSchema,
      responses: {
        201: answer('Posted.', worldEventViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
  },
  '/playgroups/{id}/events/{eventId}': {
    parameters: [playgroupIdParam, pathParam('eventId', 'The World Event id.')],
    delete: {
      operationId: 'deleteWorldEvent',
      summary: 'Remove a World Event.',
      responses: { 204: answer('Removed.'), 401: unauthenticated, 403: forbidden, 404: notFound },
    },
  },
  '/playgroups/{id}/past-contracts': {
    parameters: [playgroupIdParam],
    post: {
      operationId: 'declareContract',
      summary:
        'Declare a Contract played without the site (`manage_contracts`): GM, seats and outcomes (a `death` seat may carry a `cause`, at most 200 characters; on any other seat it is refused with 422 `cause_without_death`). It pays once every player confirms.',
      body: declareContractSchema,
      responses: {
        201: answer('Declared; waiting for confirmations.', contractViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        422: unprocessable,
      },
    },
  },
  '/notifications': {
    get: {
      operationId: 'listNotifications',
      summary: 'Your notifications, newest first, with the unread count.',
      parameters: [...pageParams],
      responses: { 200: answer('A page.', notificationPageSchema), 401: unauthenticated },
    },
    post: {
      operationId: 'markNotificationsRead',
      summary: 'Mark notifications read.',
      body: markReadSchema,
      responses: { 200: answer('The unread count left.', unreadSchema), 400: badInput, 401: unauthenticated },
    },
  },
  '/notifications/preferences': {
    get: {
      operationId: 'getEmailPreferences',
      summary:
        'Which notification categories also come by email: `instant` (one mail each), `digest` (one mail a day, at 08:00 in your time zone) or `off`.',
      responses: { 200: answer('Every category.', emailPreferencesViewSchema), 401: unauthenticated },
    },
    patch: {
      operationId: 'updateEmailPreferences',
      summary: 'Change the email choice of some categories; mail waiting in a category turned off is dropped.',
      body: emailPreferencesSchema,
      responses: {
        200: answer('Every category.', emailPreferencesViewSchema),
        400: badInput,
        401: unauthenticated,
      },
    },
  },
};
