import type { Contract } from '../contracts/contract.js';
import type { GameState } from '../engine/state.js';
import { isCooperative, pointsOf, seatsInGame, sortClockwise } from '../engine/table.js';
import { forcedFor } from '../engine/turn.js';
import { contractChance, unitWorth } from './estimate.js';
import type { StrategyConfig } from './strategies.js';

/** Whom a bot would take along on a Contract, and what it expects to get out of it. */
export interface RecruitPlan {
  forced: number[];
  invited: number[];
  value: number;
}

/** Other seats, least threatening first: lowest score, then clockwise from the player. */
export function othersByThreat(state: GameState, player: number): number[] {
  const others = sortClockwise(
    seatsInGame(state).filter((seat) => seat !== player),
    player,
    state.config.players,
  );
  return others.sort((a, b) => pointsOf(state, a) - pointsOf(state, b));
}

/** How many units the active player ends up with when sharing `total` among `eligible` Souls their way. */
export function ownShare(style: StrategyConfig['sharing'], total: number, eligible: number, gain: boolean): number {
  if (eligible <= 1) return total;
  if (style === 'even') return gain ? Math.ceil(total / eligible) : Math.floor(total / eligible);
  if (gain) return total - 1;
  return eligible === 2 ? 1 : 0;
}

/**
 * Picks the Turnout that gives the bot the best expected value on a Contract, and names who to force
 * and invite for it (the least threatening players first; in a Battle, the leader as opponent).
 */
export function planRecruit(
  state: GameState,
  player: number,
  contract: Contract,
  strategy: StrategyConfig,
): RecruitPlan {
  const order = othersByThreat(state, player);
  const need = forcedFor(state, contract);
  const good = (p: number, keep: number, lose: number) =>
    p * keep * unitWorth(state, player, contract.reward, true) -
    (1 - p) * lose * unitWorth(state, player, contract.penalty, false) * strategy.penaltyWeight;

  if (contract.kind === 'battle') {
    const opponent = order[order.length - 1]!;
    const p = contractChance(contract, 2);
    return { forced: [opponent], invited: [], value: good(p, contract.reward.amount, contract.penalty.amount) };
  }
  const forced = order.slice(0, need);
  let best: RecruitPlan = { forced, invited: [], value: -Infinity };
  for (let extra = 0; need + extra <= order.length; extra++) {
    const turnout = 1 + need + extra;
    const p = contractChance(contract, turnout);
    const spared = isCooperative(state) ? need : 0;
    const keep = ownShare(strategy.sharing, contract.reward.amount * turnout, turnout, true);
    const lose = ownShare(strategy.sharing, contract.penalty.amount * turnout, turnout - spared, false);
    const value = good(p, keep, lose);
    if (value > best.value) best = { forced, invited: order.slice(need, need + extra), value };
  }
  return best;
}
