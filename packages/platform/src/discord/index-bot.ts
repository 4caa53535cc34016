export { DISCORD_COMMANDS, discordCommandDefinitions, type DiscordCommandName } from './commands.js';
export {
  DEFAULT_DEFER_AFTER_MS,
  DEFAULT_DISCORD_API_BASE,
  discordApiBase,
  finishDeferredReply,
  type FollowUpTarget,
} from './follow-up.js';
export { handleDiscordInteraction, type DiscordHandlerOptions } from './handle-interaction.js';
export { interactionSchema, type DiscordInteraction } from './interaction-schema.js';
export { oddsWords, type OddsAsk } from './odds-words.js';
export { EPHEMERAL, RESPONSE_TYPE, type DiscordMessage, type DiscordReply } from './reply.js';
export { ROLL_HELP, TIER_WORDS as DISCORD_TIER_WORDS } from './roll-words.js';
export { registerDiscordCommands, type RegisterCommandsOptions } from './register.js';
export type { DiscordSheetPort, PlayBlockView, SheetRollView } from './sheet-replies.js';
export {
  DISCORD_TIMESTAMP_TOLERANCE_SECONDS,
  discordPublicKey,
  verifyDiscordRequest,
  type DiscordSignedRequest,
  type DiscordVerifyFailure,
} from './verify.js';
