export {
  BOT_DIFFICULTY_RANGE,
  EXERT_WORD,
  GENERIC_COUNT_RANGE,
  GENERIC_SIDES_RANGE,
  parseBotRoll,
  type BotRoll,
  type BotRollParse,
  type BotRollRefusal,
} from './bot-roll.js';
export { HIGH_FACES, throwBotRoll, type BotThrow } from './bot-throw.js';
