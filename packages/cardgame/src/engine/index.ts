export { applyMove, awaiting } from './apply-move.js';
export type { GameEvent } from './events.js';
export { legalMoves } from './legal-moves.js';
export type { Move, MoveType, PowerTarget, Share } from './moves.js';
export {
  DEFAULT_MAX_TURNS,
  DISPLAY_SIZE,
  expansionIds,
  expansions,
  PLAYER_LIMITS,
  variantIds,
  variants,
  WIN_AT,
  type ExpansionConfig,
  type ExpansionId,
  type GameOptions,
  type VariantConfig,
  type VariantId,
} from './options.js';
export { checkShares } from './payout.js';
export { movePrompt, type MovePrompt } from './prompt.js';
export { forcedFor } from './turn.js';
export { powerTargets } from './reveal.js';
export { createGame } from './setup.js';
export { sitOut } from './sit-out.js';
export type {
  ChallengeState,
  Decision,
  Effect,
  GameConfig,
  GameResult,
  GameState,
  Outcome,
  Phase,
  PlayerState,
  Reveal,
} from './state.js';
export { clockwiseFrom, isSittingOut, pointsOf, scoresOf, seatsInGame } from './table.js';
export { tally, withEffects, type CountedCard, type Tally } from './values.js';
export { viewFor, type GameView, type PlayerView } from './view.js';
