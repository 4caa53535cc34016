import { WEBHOOK_EVENTS } from '@harbinger/platform';
import { z } from 'zod';
import { handleRef, id, timestamp } from './response-fields.js';

const event = z.enum(WEBHOOK_EVENTS);

/** One message to one webhook, with how its sending went. */
export const webhookDeliverySchema = z.strictObject({
  id: id.meta({ description: 'Repeated in the `X-Harbinger-Delivery` header so a receiver can skip a second copy.' }),
  event,
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int().min(0),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  deliveredAt: timestamp.nullable(),
  nextAttemptAt: timestamp.nullable().meta({ description: 'The next try of a delivery still pending.' }),
});

/** A Playgroup's webhook, its address shown with the secret end cut off. */
export const webhookViewSchema = z.strictObject({
  id,
  url: z
    .string()
    .meta({ description: 'Shortened: the final path segment keeps four characters and the query is dropped.' }),
  events: z.array(event),
  enabled: z.boolean(),
  createdBy: handleRef.nullable(),
  createdAt: timestamp,
  recent: z.array(webhookDeliverySchema).meta({ description: 'The five latest deliveries at most, newest first.' }),
});

/** A Playgroup's webhooks, oldest first. */
export const webhookListSchema = z.array(webhookViewSchema);
