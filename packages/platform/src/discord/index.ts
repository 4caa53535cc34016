export {
  chooseDiscordContractor,
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
