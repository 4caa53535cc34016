import { discordContractorChoiceSchema } from '@harbinger/platform';
import { answer, refusal, unauthenticatedRefusal, type ApiPaths } from '../api/operation.js';
import {
  discordContractorChoiceViewSchema,
  discordLinkViewSchema,
  discordUnlinkedSchema,
} from '../api/responses-discord.js';

// The caller's Discord link in the OpenAPI document (linking itself goes through Discord's consent screen, in a
// browser: /signin/discord?mode=link).

/** The paths, relative to /api/v1. */
export const discordLinkPaths: ApiPaths = {
  '/accounts/me/discord': {
    get: {
      operationId: 'getDiscordLink',
      summary:
        'The Discord account linked to the caller, the Contractor the Discord bot rolls for (and why), and the ' +
        'living Contractors that may be chosen; null when no Discord account is linked.',
      responses: {
        200: answer('The link, or null.', discordLinkViewSchema),
        401: unauthenticatedRefusal,
      },
    },
    delete: {
      operationId: 'unlinkDiscord',
      summary: 'Unlinks the caller’s Discord account: it no longer signs in, and the bot no longer knows the caller.',
      responses: {
        200: answer('The Discord username that was linked.', discordUnlinkedSchema),
        401: unauthenticatedRefusal,
        404: refusal('No Discord account is linked.'),
        409: refusal('The account has no password, so Discord is its only way in (`no_password`).'),
      },
    },
  },
  '/accounts/me/discord/contractor': {
    put: {
      operationId: 'chooseDiscordContractor',
      summary:
        'Chooses the Contractor the Discord bot rolls for; null lets the bot choose (the one seated at an Active ' +
        'Contract, else the only living one).',
      body: discordContractorChoiceSchema,
      responses: {
        200: answer('The choice as stored.', discordContractorChoiceViewSchema),
        400: refusal('`contractorId` is neither an id nor null (`validation_failed`).'),
        401: unauthenticatedRefusal,
        404: refusal('No such Contractor of the caller’s.'),
        409: refusal(
          'No Discord account is linked (`discord_not_linked`), or the Contractor is dead or retired ' +
            '(`contractor_dead`, `contractor_retired`).',
        ),
      },
    },
  },
};
