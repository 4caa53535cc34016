import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../db/schema.js';

/** The longest webhook address we keep (Discord's are about 120 characters). */
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** True for an absolute http:// or https:// address with a host and no spaces. */
export function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a webhook posts: an http(s) address, trimmed (`addWebhook` then refuses http with its own code). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(MAX_WEBHOOK_URL_LENGTH, `may have at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
  .refine(isHttpUrl, 'must be a web address starting with https://');

/** Adding a webhook (`POST /api/v1/playgroups/{id}/webhooks`): its address and at least one event. */
export const webhookCreateSchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS), { error: 'pick at least one event' })
    .min(1, 'pick at least one event')
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;
