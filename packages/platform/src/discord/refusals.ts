import type { PlatformError } from '../errors.js';
import type { BotContractor } from './bot-contractor.js';

/** Where a player links Discord and picks the bot's Contractor, for the refusals that send them there. */
export const DISCORD_SETTINGS_PATH = '/settings';

/** The Discord account is linked to no Harbinger account (403 `discord_not_linked`). */
export function notLinkedRefusal(): PlatformError {
  return {
    code: 'discord_not_linked',
    status: 403,
    message: `This Discord account is not linked to a Harbinger account yet. Sign in to Harbinger and link it under "Discord" on your settings page (${DISCORD_SETTINGS_PATH}); plain rolls like "/roll 5@7" work without it.`,
  };
}

/** The settings page's refusal when the account has no Discord link to set anything on (409 `discord_not_linked`). */
export function noLinkRefusal(): PlatformError {
  return {
    code: 'discord_not_linked',
    status: 409,
    message: 'Link a Discord account first; then you can choose the Contractor the bot rolls for.',
  };
}

/** No Contractor to roll for (409 `choose_contractor`), in words that say why and how to fix it. */
export function chooseContractorRefusal(found: Extract<BotContractor, { contractor: null }>): PlatformError {
  const how = `Choose "the Contractor the bot rolls for" under "Discord" on your Harbinger settings page (${DISCORD_SETTINGS_PATH}).`;
  const why =
    found.reason === 'none'
      ? 'You have no living Contractor to roll for: create one on Harbinger first.'
      : found.reason === 'chosen_unavailable'
        ? 'The Contractor you chose for the bot is no longer yours to roll for (retired, dead or gone).'
        : 'You have several Contractors and none of them is seated at an Active Contract, so the bot cannot tell which one rolls.';
  return { code: 'choose_contractor', status: 409, field: 'contractorId', message: `${why} ${how}` };
}
