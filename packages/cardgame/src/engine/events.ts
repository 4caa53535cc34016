import type { CardId } from '../cards/dice-cards.js';
import type { PowerId } from '../cards/powers.js';
import type { ContractId } from '../contracts/contract.js';
import type { PowerTarget, Share } from './moves.js';
import type { GameResult } from './state.js';

/** One thing that happened; all of it is public, since the rules show every gain and loss to the table. */
export type GameEvent =
  | { type: 'game_started'; players: number }
  | { type: 'turn_started'; turn: number; player: number }
  | { type: 'contract_picked'; player: number; contract: ContractId }
  | { type: 'display_refilled'; contracts: ContractId[] }
  | { type: 'souls_called'; player: number; forced: number[]; invited: number[] }
  | { type: 'answered'; player: number; accept: boolean }
  | { type: 'challenge_started'; souls: number[] }
  | { type: 'revealed'; player: number; soul: number; card: CardId }
  | { type: 'reveal_skipped'; player: number }
  | { type: 'duo_chosen'; player: number; card: CardId; value: number }
  | { type: 'power_used'; player: number; card: CardId; power: PowerId; target: PowerTarget }
  | { type: 'power_skipped'; player: number; card: CardId }
  | { type: 'power_idle'; player: number; card: CardId; reason: 'alone' | 'no_target' | 'already_fired' }
  | { type: 'card_recalled'; player: number; card: CardId }
  | { type: 'wildcard_set'; player: number; card: CardId; value: number }
  | { type: 'challenge_passed'; values: number[][] }
  | { type: 'challenge_failed'; values: number[][] }
  | { type: 'battle_decided'; winners: number[]; losers: number[]; values: number[][] }
  | { type: 'shared_out'; player: number; shares: Share[] }
  | { type: 'score_gained'; player: number; contract: ContractId }
  | { type: 'score_lost'; player: number; contract: ContractId }
  | { type: 'card_gained'; player: number; card: CardId }
  | { type: 'card_lost'; player: number; card: CardId }
  | { type: 'share_wasted'; player: number; what: 'score_gain' | 'score_loss' | 'card_gain' | 'card_loss' }
  | { type: 'contract_returned'; contract: ContractId }
  | { type: 'sat_out'; player: number }
  | { type: 'game_ended'; result: GameResult };
