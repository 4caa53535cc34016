import { awaiting } from './apply-move.js';
import type { Move, Share } from './moves.js';
import { powerTargets } from './reveal.js';
import type { GameState } from './state.js';
import { seatsInGame } from './table.js';
import { requiredForced } from './turn.js';

/**
 * Every move a player may make now (empty when it is not their turn to act). Sharing-out and
 * discard choices are listed in full, so on big rewards the list can run to a few thousand.
 */
export function legalMoves(state: GameState, player: number): Move[] {
  if (!awaiting(state).includes(player)) return [];
  const challenge = state.challenge;
  const phase = state.phase;
  switch (phase.kind) {
    case 'pick':
      return state.display.map((contract) => ({ type: 'pick', player, contract }));
    case 'recruit':
      return recruitOptions(state, player);
    case 'answer':
      return [true, false].map((accept) => ({ type: 'answer', player, accept }));
    case 'reveal': {
      const head = challenge!.pending[0];
      if (!head) return [{ type: 'reveal', player }];
      if (head.kind === 'duo') {
        return [...new Set(state.cards[head.card]!.values)].map((value) => ({
          type: 'choose_duo',
          player,
          card: head.card,
          value,
        }));
      }
      return [
        ...powerTargets(state, head.card).map((target): Move => ({
          type: 'use_power',
          player,
          card: head.card,
          target,
        })),
        { type: 'skip_power', player, card: head.card },
      ];
    }
    case 'distribute':
      return splits(phase.total, phase.eligible).map((shares) => ({ type: 'distribute', player, shares }));
    case 'discard': {
      const count = phase.owed.find((o) => o.player === player)!.count;
      return choose(state.players[player]!.deck, count).map((cards) => ({ type: 'discard', player, cards }));
    }
    case 'over':
      return [];
  }
}

function recruitOptions(state: GameState, player: number): Move[] {
  const others = seatsInGame(state).filter((seat) => seat !== player);
  const battle = state.contracts[state.challenge!.contract]!.kind === 'battle';
  const out: Move[] = [];
  for (const forced of choose(others, requiredForced(state))) {
    const rest = others.filter((seat) => !forced.includes(seat));
    const inviteSets = battle ? [[]] : subsets(rest);
    for (const invited of inviteSets) out.push({ type: 'recruit', player, forced, invited });
  }
  return out;
}

/** Every way to split `total` whole units among the seats, never all to one of them. */
function splits(total: number, seats: readonly number[]): Share[][] {
  const out: Share[][] = [];
  const walk = (i: number, left: number, acc: Share[]) => {
    if (i === seats.length - 1) {
      const shares = [...acc, { player: seats[i]!, amount: left }];
      if (!shares.some((x) => x.amount === total)) out.push(shares);
      return;
    }
    for (let a = 0; a <= left; a++) walk(i + 1, left - a, [...acc, { player: seats[i]!, amount: a }]);
  };
  walk(0, total, []);
  return out;
}

function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...choose(rest, k - 1).map((c) => [first!, ...c]), ...choose(rest, k)];
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => [...acc, ...acc.map((s) => [...s, item])], [[]]);
}
