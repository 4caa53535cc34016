export {
  chooseDiscordContractor,
  discordContractorChoiceSchema,
  discordPlayBlock,
  linkedPlayer,
  rollAsDiscordPlayer,
  type DiscordPlayBlock,
  type DiscordRollInput,
  type DiscordSheetRoll,
  type LinkedPlayer,
} from './linked-player.js';
export type { DiscordRollOdds } from './discord-roll.js';
export type { DiscordTrait } from './play-block.js';
export { DISCORD_SETTINGS_PATH } from './refusals.js';
export { getDiscordLink, linkDiscord, unlinkDiscord, type DiscordLinkView } from './link.js';
export {
  createAccountWithDiscord,
  discordSignInSuggestion,
  signInWithDiscord,
  DISCORD_SIGN_IN_LIFETIME_MS,
  type DiscordAccountSuggestion,
  type DiscordSignIn,
} from './sign-in.js';
export { discordIdentitySchema, handleFromDiscord, uniqueHandle, type DiscordIdentity } from './identity.js';
export { NO_PASSWORD, hasPassword } from './no-password.js';
export type { BotContractor, BotContractorReason, LivingContractor } from './bot-contractor.js';
