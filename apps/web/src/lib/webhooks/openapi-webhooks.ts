// The webhook endpoints' part of the OpenAPI document (lib/server/openapi.ts spreads it in), written by hand.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: object) => ({ content: { 'application/json': { schema } } });
const errorResponse = (description: string) => ({ description, ...jsonBody(ref('Error')) });
const path = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } }) as const;
const events = { type: 'string', enum: ['contract_scheduled', 'world_event_posted', 'member_joined'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const errors = {
  badInput: errorResponse('The address is not an http(s) URL of at most 2,000 characters, or no known event was picked; `field` says which.'),
  unauthenticated: errorResponse('No valid session: send the session cookie or `Authorization: Bearer <token>`.'),
  forbidden: errorResponse('Signed in, but not allowed to edit this Playgroup (`not_a_member` or `missing_permission`).'),
  notFound: errorResponse('No such Playgroup, or no such webhook in it.'),
  conflict: errorResponse('`webhook_exists` (the Playgroup already sends to that address) or `too_many_webhooks` (ten at most).'),
  privateAddress: errorResponse(
    '`private_webhook_address` on `url`: the host is a private, loopback or link-local IP, or a local-only name such as `localhost` or `*.internal` (allowed only when the server sets `HARBINGER_WEBHOOKS_ALLOW_PRIVATE=1`).',
  ),
};

/** The schemas the webhook endpoints use. */
export const webhookSchemas = {
  Webhook: {
    type: 'object',
    description: 'An address a Playgroup posts Discord-compatible JSON messages to. The address comes back with its secret end hidden.',
    properties: {
      id: { type: 'string', format: 'uuid' },
      url: { type: 'string', description: 'Redacted: the last path segment is cut to four characters and any query is left out.' },
      events: { type: 'array', items: events },
      enabled: { type: 'boolean' },
      createdBy: { type: ['object', 'null'], properties: { handle: { type: 'string' } } },
      createdAt: dateTime,
      recent: { type: 'array', description: 'The latest deliveries, newest first (at most five).', items: ref('WebhookDelivery') },
    },
  },
  WebhookDelivery: {
    type: 'object',
    description: 'One message to one webhook. Failed sends are retried after 30 s, 2 min, 8 min, 32 min and about 2 h (or when a 429 says), then marked failed. A delivery whose host resolves to a private or local address fails at once, unsent.',
    properties: {
      id: { type: 'string', format: 'uuid', description: 'Also sent as the `X-Harbinger-Delivery` header, so a receiver can drop repeats.' },
      event: events,
      status: { enum: ['pending', 'delivered', 'failed'] },
      attempts: { type: 'integer', minimum: 0 },
      lastHttpStatus: { type: ['integer', 'null'] },
      lastError: { type: ['string', 'null'] },
      createdAt: dateTime,
      deliveredAt: { ...dateTime, type: ['string', 'null'] },
      nextAttemptAt: { ...dateTime, type: ['string', 'null'], description: 'When a pending delivery is tried next.' },
    },
  },
};

/** The paths, relative to /api/v1. */
export const webhookPaths = {
  '/playgroups/{id}/webhooks': {
    parameters: [path('id', 'The Playgroup id (a UUID).')],
    get: {
      summary: 'The Playgroup’s webhooks with their latest deliveries (`edit_playgroup`).',
      responses: { 200: { description: 'Oldest first.', ...jsonBody({ type: 'array', items: ref('Webhook') }) }, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound },
    },
    post: {
      summary: 'Add a webhook (`edit_playgroup`): from now on, each picked event is posted to the address as a Discord-compatible JSON message.',
      requestBody: {
        required: true,
        ...jsonBody({
          type: 'object',
          required: ['url', 'events'],
          properties: {
            url: { type: 'string', format: 'uri', maxLength: 2000, description: 'http:// or https://, e.g. a Discord channel webhook URL.' },
            events: { type: 'array', minItems: 1, uniqueItems: true, items: events },
          },
        }),
      },
      responses: {
        201: { description: 'Added.', ...jsonBody(ref('Webhook')) },
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
    parameters: [path('id', 'The Playgroup id (a UUID).'), path('webhookId', 'The webhook id (a UUID).')],
    delete: {
      summary: 'Remove a webhook and the messages still queued for it (`edit_playgroup`).',
      responses: { 204: { description: 'Removed.' }, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound },
    },
  },
};
