import { z } from 'zod';
import { named, timestamp } from './response-fields.js';

/** What the Discord bot rolls for now, and why; `contractor` is null with the reason there is none. */
const botContractorSchema = z.strictObject({
  contractor: named.nullable(),
  reason: z.enum(['chosen', 'seated', 'only', 'none', 'ambiguous', 'chosen_unavailable']).meta({
    description:
      'chosen: the player’s choice; seated: the one at an Active Contract; only: the only living one; none: no ' +
      'living Contractor; ambiguous: several, none seated; chosen_unavailable: the chosen one retired or died.',
  }),
});

/** The caller's Discord link (null when none is linked). */
export const discordLinkViewSchema = z
  .strictObject({
    discordUserId: z.string(),
    discordUsername: z.string(),
    linkedAt: timestamp,
    contractorId: z
      .string()
      .nullable()
      .meta({ description: 'The Contractor chosen for the bot; null when it chooses automatically.' }),
    current: botContractorSchema,
    choices: z.array(named).meta({ description: 'The living Contractors that may be chosen.' }),
    hasPassword: z.boolean().meta({ description: 'False for an account made through Discord: it cannot unlink.' }),
  })
  .nullable();

/** The answer to unlinking: the Discord username that was linked. */
export const discordUnlinkedSchema = z.strictObject({ unlinked: z.string() });

/** The answer to choosing the bot's Contractor. */
export const discordContractorChoiceViewSchema = z.strictObject({ contractorId: z.string().nullable() });
