export {
  MOVE_BONUS_EXP,
  MOVE_BONUS_MIN_WORDS,
  moveBonus,
  moveWordCount,
  type MoveBonusFacts,
  type MoveBonusRefusal,
} from './move-bonus.js';
export { threatBlocksPlay, threatManifested, tickCutoff, type CutoffState } from './loose-end-cutoff.js';
