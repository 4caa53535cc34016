import type { WebhookDeliveryView, WebhookEvent } from '@harbinger/platform';

/** What each webhook event is called on the page. */
export const EVENT_WORDS: Record<WebhookEvent, string> = {
  contract_scheduled: 'A Contract is scheduled',
  world_event_posted: 'A World Event is posted',
  member_joined: 'A player joins',
};

/** The events in the order the form offers them (type-only imports keep the platform out of the browser). */
export const WEBHOOK_EVENT_IDS = Object.keys(EVENT_WORDS) as WebhookEvent[];

/** How a delivery's state reads. */
export const STATUS_WORDS: Record<WebhookDeliveryView['status'], string> = {
  pending: 'Waiting to be sent',
  delivered: 'Delivered',
  failed: 'Failed',
};
