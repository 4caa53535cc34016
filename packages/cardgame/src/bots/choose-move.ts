import type { CardId } from '../cards/dice-cards.js';
import { applyMove, awaiting } from '../engine/apply-move.js';
import { legalMoves } from '../engine/legal-moves.js';
import type { Move, Share } from '../engine/moves.js';
import { checkShares } from '../engine/payout.js';
import type { GameState } from '../engine/state.js';
import { pointsOf } from '../engine/table.js';
import type { Rng } from '../rng.js';
import { contractChance, rolloutChance, settledFor, unitWorth } from './estimate.js';
import { othersByThreat, planRecruit } from './plan.js';
import { strategies, type StrategyConfig, type StrategyId } from './strategies.js';

/** What a bot needs besides the game: its strategy and a random source for its simulations. */
export interface BotOptions {
  strategy: StrategyId;
  rng: Rng;
}

/**
 * The move a bot makes for `player` now. It reads the whole state but uses only what the table could
 * know (card contents, never deck order or the game's random state).
 * @example chooseMove(state, awaiting(state)[0], { strategy: 'greedy', rng: seededRng(1) })
 */
export function chooseMove(state: GameState, player: number, options: BotOptions): Move {
  if (!awaiting(state).includes(player)) throw new Error(`chooseMove: seat ${player} has nothing to do`);
  const strategy: StrategyConfig = strategies[options.strategy];
  const phase = state.phase;
  const challenge = state.challenge;
  switch (phase.kind) {
    case 'pick':
      return pickBest(state, player, strategy);
    case 'recruit': {
      const plan = planRecruit(state, player, state.contracts[challenge!.contract]!, strategy);
      return { type: 'recruit', player, forced: plan.forced, invited: plan.invited };
    }
    case 'answer':
      return { type: 'answer', player, accept: wantsToJoin(state, player, strategy) };
    case 'reveal':
      if (challenge!.pending.length === 0) return { type: 'reveal', player };
      return bestBySimulation(state, player, strategy, options.rng);
    case 'distribute':
      return { type: 'distribute', player, shares: shareOut(state, player, strategy) };
    case 'discard':
      return { type: 'discard', player, cards: cardsToDrop(state, player, strategy) };
    case 'over':
      throw new Error('chooseMove: the game is over');
  }
}

function pickBest(state: GameState, player: number, strategy: StrategyConfig): Move {
  let best = state.display[0]!;
  let bestValue = -Infinity;
  for (const id of state.display) {
    const value = planRecruit(state, player, state.contracts[id]!, strategy).value;
    if (value > bestValue) {
      bestValue = value;
      best = id;
    }
  }
  return { type: 'pick', player, contract: best };
}

function wantsToJoin(state: GameState, player: number, strategy: StrategyConfig): boolean {
  const challenge = state.challenge!;
  const contract = state.contracts[challenge.contract]!;
  const turnout = challenge.souls.length + challenge.asked.length;
  const p = contractChance(contract, turnout);
  const win = unitWorth(state, player, contract.reward, true) * contract.reward.amount;
  const lose = unitWorth(state, player, contract.penalty, false) * contract.penalty.amount * strategy.penaltyWeight;
  if (strategy.blockLeader && contract.reward.kind === 'score' && contract.kind !== 'battle') {
    const inviter = state.active;
    const couldReach = pointsOf(state, inviter) + contract.reward.amount * turnout - 1;
    if (couldReach >= state.config.winAt && p > 0.25) return false;
  }
  return p * win - (1 - p) * lose > strategy.joinThreshold;
}

/** Aims a power or picks a Duo's number by simulating the rest of the challenge for every option. */
function bestBySimulation(state: GameState, player: number, strategy: StrategyConfig, rng: Rng): Move {
  const options = legalMoves(state, player);
  const seed = rng.nextUint32();
  let best = options[options.length - 1]!;
  let bestScore = -Infinity;
  for (const option of options) {
    const next = applyMove(state, option);
    if (!next.ok) continue;
    const settled = settledFor(next.value.events, player);
    const score = settled ?? rolloutChance(next.value, player, strategy.samples, seed);
    if (score > bestScore) {
      bestScore = score;
      best = option;
    }
  }
  return best;
}

function shareOut(state: GameState, player: number, strategy: StrategyConfig): Share[] {
  if (state.phase.kind !== 'distribute') throw new Error('shareOut outside the distribute phase');
  const { total, eligible, gain } = state.phase;
  const amounts = new Map<number, number>(eligible.map((seat) => [seat, 0]));
  const others = othersByThreat(state, player).filter((seat) => eligible.includes(seat));
  // gains go to the weakest first; losses go to the strongest first
  const order = gain ? others : [...others].reverse();
  const give = (seat: number, n: number) => amounts.set(seat, amounts.get(seat)! + n);
  const selfIn = eligible.includes(player);
  if (strategy.sharing === 'even' || !selfIn) {
    const ring = selfIn ? (gain ? [player, ...order] : [...order, player]) : order;
    for (let i = 0; i < total; i++) give(ring[i % ring.length]!, 1);
  } else if (gain) {
    give(player, total - 1);
    give(order[0]!, 1);
  } else if (order.length >= 2) {
    for (let i = 0; i < total; i++) give(order[i % order.length]!, 1);
  } else {
    give(player, 1);
    give(order[0]!, total - 1);
  }
  const shares = [...amounts].map(([seat, amount]) => ({ player: seat, amount }));
  if (checkShares(state, shares).ok) return shares;
  const fallback = legalMoves(state, player)[0];
  if (fallback?.type !== 'distribute') throw new Error('no legal way to share out');
  return fallback.shares;
}

function cardsToDrop(state: GameState, player: number, strategy: StrategyConfig): CardId[] {
  if (state.phase.kind !== 'discard') throw new Error('cardsToDrop outside the discard phase');
  const count = state.phase.owed.find((o) => o.player === player)!.count;
  const keepScore = (id: CardId) => {
    const card = state.cards[id]!;
    if (card.kind !== 'number') return 10;
    const n = card.values[0]!;
    const shape = strategy.sharing === 'keep_most' ? n / 2 : 3 - Math.abs(n - 3.5) / 2;
    return (card.power ? 3 : 0) + shape;
  };
  return [...state.players[player]!.deck]
    .sort((a, b) => keepScore(a) - keepScore(b) || a.localeCompare(b))
    .slice(0, count);
}
