import { webhookCreateSchema } from '@harbinger/platform';
import {
  answer,
  type ApiPaths,
  pathParam,
  playgroupIdParam,
  refusal,
  unauthenticatedRefusal,
} from '../api/operation.js';
import { webhookListSchema, webhookViewSchema } from '../api/responses-webhooks.js';

// The webhook endpoints' part of the OpenAPI document; every body and answer schema is generated from zod.

const errors = {
  badInput: refusal(
    'The address is not a web address of at most 2,000 characters, or no known event was picked; `field` says which.',
  ),
  unauthenticated: unauthenticatedRefusal,
  forbidden: refusal('Signed in, but not allowed to edit this Playgroup (`not_a_member` or `missing_permission`).'),
  notFound: refusal('No such Playgroup, or no such webhook in it.'),
  conflict: refusal(
    '`webhook_exists` (the Playgroup already sends to that address) or `too_many_webhooks` (ten at most).',
  ),
  privateAddress: refusal(
    'On `url`: `webhook_not_https` (the address is http://; webhooks only post over https), or `private_webhook_address` (the host is a private, loopback or link-local IP, or a local-only name such as `localhost` or `*.internal`; allowed only when the server sets `HARBINGER_WEBHOOKS_ALLOW_PRIVATE=1`).',
  ),
};

/** The paths, relative to /api/v1. */
export const webhookPaths: ApiPaths = {
  '/playgroups/{id}/webhooks': {
    parameters: [playgroupIdParam],
    get: {
      operationId: 'listWebhooks',
      summary: 'The Playgroup’s webhooks with their latest deliveries (`edit_playgroup`).',
      responses: {
        200: answer('Oldest first.', webhookListSchema),
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
      },
    },
    post: {
      operationId: 'addWebhook',
      summary:
        'Add a webhook (`edit_playgroup`): from now on, each picked event is posted to the address as a Discord-compatible JSON message.',
      body: webhookCreateSchema,
      responses: {
        201: answer('Added.', webhookViewSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
        422: errors.privateAddress,
      },
    },
  },
  '/playgroups/{id}/webhooks/{webhookId}': {
    parameters: [playgroupIdParam, pathParam('webhookId', 'The webhook id (a UUID).')],
    delete: {
      operationId: 'removeWebhook',
      summary: 'Remove a webhook and the messages still queued for it (`edit_playgroup`).',
      responses: { 204: answer('Removed.'), 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound },
    },
  },
};
