import { z } from 'zod';

// Small building blocks the per-area response schemas share.

/** A moment as the API writes it: an ISO 8601 UTC time. */
export const timestamp = z.iso.datetime();

/** One of our ids (a UUID). */
export const id = z.string();

/** A handle that names a player. */
export const handleRef = z.strictObject({ handle: z.string() });

/** An id with the name it is shown by. */
export const named = z.strictObject({ id: z.string(), name: z.string() });

/** A code and the words for it (flags, alerts). */
export const codedMessage = z.strictObject({ code: z.string(), message: z.string() });

/** A keyset page of `item`: the items and the cursor of the next page (null on the last). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    next: z.string().nullable().meta({ description: 'Send it back as `before` for the next page; null on the last.' }),
  });
}
