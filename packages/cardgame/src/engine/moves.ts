import type { CardId } from '../cards/dice-cards.js';
import type { ContractId } from '../contracts/contract.js';

/** Where a power is pointed: at a revealed card of another Soul, or at another Soul. */
export type PowerTarget = { kind: 'card'; card: CardId } | { kind: 'soul'; soul: number };

/** Part of a reward or penalty handed to one Soul. */
export interface Share {
  player: number;
  amount: number;
}

/** Everything a player can do, as plain data. */
export type Move =
  | { type: 'pick'; player: number; contract: ContractId }
  | { type: 'recruit'; player: number; forced: number[]; invited: number[] }
  | { type: 'answer'; player: number; accept: boolean }
  | { type: 'reveal'; player: number }
  | { type: 'choose_duo'; player: number; card: CardId; value: number }
  | { type: 'use_power'; player: number; card: CardId; target: PowerTarget }
  | { type: 'skip_power'; player: number; card: CardId }
  | { type: 'distribute'; player: number; shares: Share[] }
  | { type: 'discard'; player: number; cards: CardId[] };

/** The kind of a move. */
export type MoveType = Move['type'];
