import { z } from 'zod';
import { handleRef, id, named } from './response-fields.js';

const reason = z.strictObject({ code: z.string(), message: z.string() });

/** The viewer's answer menu for a Contract: who may come, why the others may not, and the line. */
export const rsvpOptionsSchema = z.strictObject({
  blocked: reason.nullable(),
  seated: z.boolean(),
  full: z.boolean(),
  contractors: z.array(
    z.strictObject({
      id,
      name: z.string(),
      status: z.string(),
      eligible: z.boolean(),
      reasons: z.array(reason),
      home: named.nullable(),
      visiting: z.boolean(),
      freeAgentLeft: z.number().int().nullable(),
    }),
  ),
  spoiled: z.boolean().describe('You already know the Scenario it runs: only a Ringer seat is open to you.'),
  ringer: z.strictObject({ eligible: z.boolean(), reasons: z.array(reason) }),
  waitlist: z.strictObject({
    length: z.number().int(),
    place: z.number().int().nullable(),
    answer: z.strictObject({ contractorId: id.nullable(), ringer: z.boolean() }).nullable(),
    entries: z.array(
      z.strictObject({
        place: z.number().int(),
        player: handleRef,
        ringer: z.boolean(),
        contractorName: z.string().nullable(),
        hidden: z.boolean(),
      }),
    ),
  }),
});
