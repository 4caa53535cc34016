export { deliverDueWebhooks, type DeliverOptions, type DeliverSummary } from './deliver.js';
export {
  pruneWebhookDeliveries,
  startWebhookDispatcher,
  type DispatcherOptions,
  type WebhookDispatcher,
} from './dispatcher.js';
export { enqueueWebhookEvent, type WebhookEventInput } from './enqueue.js';
export { httpsPost, type WebhookAnswer, type WebhookPost, type WebhookRequest } from './https-post.js';
export { MAX_WEBHOOKS_PER_PLAYGROUP, RECENT_DELIVERIES, addWebhook, listWebhooks, removeWebhook } from './manage.js';
export {
  clip,
  contractScheduledMessage,
  escapeMarkdown,
  memberJoinedMessage,
  resolveLinks,
  worldEventMessage,
  type DiscordEmbed,
  type DiscordMessage,
} from './messages.js';
export { nudgeWebhooks, nudgeWebhooksAfter, onWebhookNudge } from './nudge.js';
export {
  PRIVATE_RANGES,
  isPrivateAddress,
  privateRangeOf,
  type PrivateRangeConfig,
  type PrivateRangeId,
} from './private-address.js';
export {
  FIRST_RETRY_MS,
  MAX_DELIVERY_ATTEMPTS,
  MAX_RETRY_AFTER_MS,
  RETRY_JITTER,
  retryAfterMs,
  retryDelayMs,
  verdictOf,
  type AnswerVerdict,
} from './retry-policy.js';
export {
  MAX_WEBHOOK_URL_LENGTH,
  isHttpUrl,
  webhookCreateSchema,
  webhookUrlSchema,
  type WebhookCreateInput,
} from './schemas.js';
export {
  ALLOW_PRIVATE_ENV,
  LOCAL_NAME_SUFFIXES,
  addressProblem,
  checkTarget,
  hostProblem,
  isHttps,
  systemLookup,
  webhookTargetPolicy,
  type LookupAll,
  type TargetCheck,
  type WebhookTargetPolicy,
} from './target-guard.js';
export { redactUrl, type WebhookDeliveryView, type WebhookView } from './views.js';
export { WEBHOOK_EVENTS, type WebhookEvent } from '../db/schema.js';
