import type { CardId, DiceCard } from '../cards/dice-cards.js';
import type { Contract, ContractId } from '../contracts/contract.js';
import { awaiting } from './apply-move.js';
import type { GameEvent } from './events.js';
import type { ChallengeState, GameConfig, GameResult, Phase, GameState } from './state.js';
import { pointsOf } from './table.js';

/** One seat as a viewer sees it: own cards in full, others only as counts. */
export interface PlayerView {
  seat: number;
  deckCount: number;
  /** Sorted card ids; null when hidden from this viewer. */
  deck: CardId[] | null;
  scoreCount: number;
  /** Score pile contents (face down); null when hidden from this viewer. */
  score: ContractId[] | null;
  points: number;
}

/** What one seat (or a spectator, `viewer: null`) may know: no random state, no deck order, no other hands. */
export interface GameView {
  viewer: number | null;
  config: GameConfig;
  /** Only the cards and Contracts this viewer can see. */
  cards: Record<CardId, DiceCard>;
  contracts: Record<ContractId, Contract>;
  turn: number;
  active: number;
  phase: Phase;
  awaiting: number[];
  players: PlayerView[];
  /** Seats whose players left for good; they are skipped and cannot be called into a challenge. */
  sittingOut: number[];
  display: ContractId[];
  contractDeckCount: number;
  inPlay: ContractId | null;
  supplyCount: number;
  discard: CardId[];
  challenge: ChallengeState | null;
  result: GameResult | null;
  events: GameEvent[];
  moves: number;
}

/**
 * The game as `viewer` may see it, safe to send to that player's browser.
 * @example viewFor(state, 2).players[0].deck // null: seat 0's cards are hidden from seat 2
 */
export function viewFor(state: GameState, viewer: number | null): GameView {
  const players = state.players.map((p): PlayerView => {
    const mine = p.seat === viewer;
    return {
      seat: p.seat,
      deckCount: p.deck.length,
      deck: mine ? [...p.deck].sort() : null,
      scoreCount: p.score.length,
      score: mine ? [...p.score] : null,
      points: pointsOf(state, p.seat),
    };
  });
  const seenCards = new Set<CardId>(state.discard);
  const seenContracts = new Set<ContractId>(state.display);
  if (state.inPlay) seenContracts.add(state.inPlay);
  if (viewer !== null && state.players[viewer]) {
    state.players[viewer]!.deck.forEach((c) => seenCards.add(c));
    state.players[viewer]!.score.forEach((c) => seenContracts.add(c));
  }
  if (state.challenge) {
    seenContracts.add(state.challenge.contract);
    state.challenge.reveals.forEach((r) => seenCards.add(r.card));
    state.challenge.values.forEach((v) => seenCards.add(v.card));
  }
  for (const e of state.events) {
    if ('card' in e && typeof e.card === 'string') seenCards.add(e.card);
    if ('contract' in e) seenContracts.add(e.contract);
  }
  return {
    viewer,
    config: state.config,
    cards: pick(state.cards, seenCards),
    contracts: pick(state.contracts, seenContracts),
    turn: state.turn,
    active: state.active,
    phase: state.phase,
    awaiting: awaiting(state),
    players,
    sittingOut: [...(state.sittingOut ?? [])],
    display: [...state.display],
    contractDeckCount: state.contractDeck.length,
    inPlay: state.inPlay,
    supplyCount: state.supply.length,
    discard: [...state.discard],
    challenge: state.challenge,
    result: state.result,
    events: state.events,
    moves: state.moves,
  };
}

function pick<T>(table: Readonly<Record<string, T>>, ids: Set<string>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const id of ids) if (table[id]) out[id] = table[id]!;
  return out;
}
