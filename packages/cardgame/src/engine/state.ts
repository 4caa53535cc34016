import type { CardId, DiceCard } from '../cards/dice-cards.js';
import type { Contract, ContractId, Payout } from '../contracts/contract.js';
import type { GameEvent } from './events.js';
import type { ExpansionId, VariantId } from './options.js';

/** One seat's cards: the Dice Cards they can reveal (the seed calls this both deck and hand) and their score pile. */
export interface PlayerState {
  seat: number;
  deck: CardId[];
  score: ContractId[];
}

/** A change a power made to a revealed card, applied in order after its base number. */
export type Effect = { op: 'add'; n: number } | { op: 'set'; n: number } | { op: 'double' } | { op: 'flip' };

/** A card lying face up during a challenge. */
export interface Reveal {
  card: CardId;
  /** Whose deck it came from and returns to. */
  owner: number;
  /** Whose result it counts for (Switcheroo can change this). */
  soul: number;
  /** A Duo's chosen number; null for a Wildcard, which is settled when the challenge is scored. */
  chosen: number | null;
  effects: Effect[];
}

/** A choice the engine waits for before the next reveal. */
export interface Decision {
  kind: 'duo' | 'power';
  player: number;
  card: CardId;
}

/** How a finished challenge came out. */
export type Outcome = { kind: 'team'; passed: boolean } | { kind: 'battle'; winners: number[]; losers: number[] };

/** Everything about the Contract being attempted this turn. */
export interface ChallengeState {
  contract: ContractId;
  /** Souls in clockwise order from the active player. */
  souls: number[];
  /** Souls who had no say in joining. */
  forced: number[];
  /** Players still to answer an invitation (or, in a Battle, an offer to join). */
  asked: number[];
  /** Scheduled reveals already used (or skipped for an empty deck). */
  step: number;
  reveals: Reveal[];
  pending: Decision[];
  /** Cards whose power has already fired this challenge (a power fires once per challenge). */
  fired: CardId[];
  /** Final numbers of every revealed card, once scored. */
  values: { card: CardId; soul: number; value: number }[];
  outcome: Outcome | null;
}

/** What the game waits for now. */
export type Phase =
  | { kind: 'pick' }
  | { kind: 'recruit' }
  | { kind: 'answer' }
  | { kind: 'reveal' }
  | { kind: 'distribute'; payout: Payout; gain: boolean; total: number; eligible: number[] }
  | { kind: 'discard'; owed: { player: number; count: number }[] }
  | { kind: 'over' };

/** How a finished game ended; scores are in points of the game's scoring (Contracts or stars). */
export type GameResult =
  | { kind: 'win'; winner: number; scores: number[] }
  | { kind: 'draw'; reason: 'turn_limit' | 'contracts_exhausted'; scores: number[] };

/** Fixed facts about a game, chosen at setup. */
export interface GameConfig {
  players: number;
  variants: VariantId[];
  expansions: ExpansionId[];
  scoring: 'contracts' | 'stars';
  winAt: number;
  maxTurns: number;
}

/** A whole game as plain, serialisable data; the card and Contract catalogues never change after setup. */
export interface GameState {
  version: 1;
  config: GameConfig;
  cards: Readonly<Record<CardId, DiceCard>>;
  contracts: Readonly<Record<ContractId, Contract>>;
  /** The hidden state of the game's own random stream (never shown to players). */
  rng: number;
  /** Turns begun so far, from 1. */
  turn: number;
  active: number;
  phase: Phase;
  players: PlayerState[];
  /**
   * Seats whose players left for good: never called into a challenge again, their turns skipped, their score kept.
   * Missing in games saved before seats could sit out, which read as none.
   */
  sittingOut?: number[];
  /** Face-up Contracts in the centre. */
  display: ContractId[];
  /** Face-down Contracts, top first. */
  contractDeck: ContractId[];
  /** The Contract picked this turn until it is scored or goes back under the deck. */
  inPlay: ContractId | null;
  /** The shared supply of Dice Cards to gain from, top first. */
  supply: CardId[];
  /** Dice Cards lost by players; shuffled into a new supply when it runs dry. */
  discard: CardId[];
  challenge: ChallengeState | null;
  result: GameResult | null;
  /** What the last accepted move did, for logs and animations. */
  events: GameEvent[];
  /** Accepted moves so far. */
  moves: number;
}
