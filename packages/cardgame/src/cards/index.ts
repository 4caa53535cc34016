export {
  baseSupply,
  cardLabel,
  devilishSupply,
  DEVILISH_NUMBERS,
  DUO_PAIRS,
  NUMBER_RANGE,
  numberCard,
  STARTING_NUMBERS,
  STARTING_POWER_CARDS,
  type CardBlueprint,
  type CardId,
  type DiceCard,
} from './dice-cards.js';
export { powerIds, powerPool, powers, type PowerConfig, type PowerId } from './powers.js';
