import type { Payout } from '../contracts/contract.js';
import { ok, refuse, type Result } from '../result.js';
import { randomInt, shuffled, type Rng } from '../rng.js';
import type { Move, Share } from './moves.js';
import type { GameState } from './state.js';
import { checkForWinner, endTurn } from './turn.js';
import { isCooperative } from './table.js';

type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

/**
 * Starts paying out a scored challenge. A team challenge multiplies the reward or penalty by the
 * Turnout and lets the active player share it out (unless only one Soul can take it); a Battle pays
 * each winner the reward and each loser the penalty, once, with nothing to share.
 */
export function beginPayout(s: GameState, rng: Rng): void {
  const challenge = s.challenge!;
  const contract = s.contracts[challenge.contract]!;
  const outcome = challenge.outcome!;
  if (outcome.kind === 'battle') {
    const shares = [
      ...outcome.winners.map((player) => ({ player, payout: contract.reward, gain: true })),
      ...outcome.losers.map((player) => ({ player, payout: contract.penalty, gain: false })),
    ];
    const owed = shares.flatMap((x) =>
      grant(s, rng, { player: x.player, payout: x.payout, gain: x.gain, amount: x.payout.amount }),
    );
    return finishPayout(s, owed);
  }
  const gain = outcome.passed;
  const payout = gain ? contract.reward : contract.penalty;
  const total = payout.amount * challenge.souls.length;
  // in the cooperative variant a Soul who was forced along never takes a penalty
  const spared = !gain && isCooperative(s) ? challenge.forced : [];
  const eligible = challenge.souls.filter((seat) => !spared.includes(seat));
  if (eligible.length === 1) {
    const owed = grant(s, rng, { player: eligible[0]!, payout, gain, amount: total });
    return finishPayout(s, owed);
  }
  s.phase = { kind: 'distribute', payout: { ...payout }, gain, total, eligible };
}

/**
 * Checks a sharing-out against the rules: whole shares, only to Souls who may take them, adding up, and not all to one
 * Soul.
 */
export function checkShares(s: GameState, shares: readonly Share[]): Result<true> {
  if (s.phase.kind !== 'distribute') return refuse('wrong_phase', { path: ['type'] });
  const { total, eligible } = s.phase;
  if (!Array.isArray(shares)) return refuse('bad_move_shape', { path: ['shares'] });
  const seen = new Set<number>();
  let sum = 0;
  for (const [i, share] of shares.entries()) {
    if (!share || !Number.isInteger(share.amount) || share.amount < 0)
      return refuse('bad_amount', { path: ['shares', i, 'amount'] });
    if (!eligible.includes(share.player)) {
      const code = s.challenge!.souls.includes(share.player) ? 'soul_spared' : 'not_a_soul';
      return refuse(code, { path: ['shares', i, 'player'], received: String(share.player) });
    }
    if (seen.has(share.player)) return refuse('named_twice', { path: ['shares', i, 'player'] });
    seen.add(share.player);
    sum += share.amount;
  }
  if (sum !== total) return refuse('wrong_total', { path: ['shares'], expected: total, received: sum });
  if (shares.some((x) => x.amount === total)) return refuse('all_to_one_soul', { path: ['shares'] });
  return ok(true);
}

/** The active player shares out the multiplied reward or penalty. */
export function distribute(s: GameState, rng: Rng, move: MoveOf<'distribute'>): Result<true> {
  const checked = checkShares(s, move.shares);
  if (!checked.ok) return checked;
  if (s.phase.kind !== 'distribute') return refuse('wrong_phase', { path: ['type'] });
  const { payout, gain } = s.phase;
  const souls = s.challenge!.souls;
  const shares = [...move.shares]
    .filter((x) => x.amount > 0)
    .sort((a, b) => souls.indexOf(a.player) - souls.indexOf(b.player));
  s.events.push({ type: 'shared_out', player: move.player, shares: shares.map((x) => ({ ...x })) });
  // souls are in clockwise order from the active player, so the played Contract goes to the first scorer that way
  const owed = shares.flatMap((x) => grant(s, rng, { player: x.player, payout, gain, amount: x.amount }));
  finishPayout(s, owed);
  return ok(true);
}

/** A player who lost cards picks which ones go to the discard pile. */
export function discardCards(s: GameState, move: MoveOf<'discard'>): Result<true> {
  if (s.phase.kind !== 'discard') return refuse('wrong_phase', { path: ['type'] });
  const owed = s.phase.owed.find((o) => o.player === move.player)!;
  if (!Array.isArray(move.cards)) return refuse('bad_move_shape', { path: ['cards'] });
  if (move.cards.length !== owed.count)
    return refuse('wrong_count', { path: ['cards'], expected: owed.count, received: move.cards.length });
  if (new Set(move.cards).size !== move.cards.length) return refuse('named_twice', { path: ['cards'] });
  const deck = s.players[move.player]!.deck;
  for (const [i, card] of move.cards.entries()) {
    if (!deck.includes(card)) return refuse('not_your_card', { path: ['cards', i], received: String(card) });
  }
  for (const card of move.cards) {
    deck.splice(deck.indexOf(card), 1);
    s.discard.push(card);
    s.events.push({ type: 'card_lost', player: move.player, card });
  }
  s.phase.owed = s.phase.owed.filter((o) => o.player !== move.player);
  if (s.phase.owed.length === 0) endTurn(s);
  return ok(true);
}

interface Grant {
  player: number;
  payout: Payout;
  gain: boolean;
  amount: number;
}

/** Applies one Soul's share at once, except lost cards, which their owner chooses: those come back as owed. */
function grant(s: GameState, rng: Rng, g: Grant): { player: number; count: number }[] {
  const me = s.players[g.player]!;
  if (g.payout.kind === 'card' && !g.gain) {
    // a player always keeps at least one Dice Card; losses beyond that are wasted
    const count = Math.min(g.amount, Math.max(0, me.deck.length - 1));
    for (let i = count; i < g.amount; i++) s.events.push({ type: 'share_wasted', player: g.player, what: 'card_loss' });
    return count > 0 ? [{ player: g.player, count }] : [];
  }
  for (let i = 0; i < g.amount; i++) {
    if (g.payout.kind === 'score' && g.gain) gainScore(s, g.player);
    else if (g.payout.kind === 'score') loseScore(s, rng, g.player);
    else gainCard(s, rng, g.player);
  }
  return [];
}

function gainScore(s: GameState, player: number): void {
  const contract = s.inPlay ?? s.contractDeck.shift();
  if (s.inPlay) s.inPlay = null;
  if (!contract) return void s.events.push({ type: 'share_wasted', player, what: 'score_gain' });
  s.players[player]!.score.push(contract);
  s.events.push({ type: 'score_gained', player, contract });
}

function loseScore(s: GameState, rng: Rng, player: number): void {
  const pile = s.players[player]!.score;
  if (pile.length === 0) return void s.events.push({ type: 'share_wasted', player, what: 'score_loss' });
  const [contract] = pile.splice(randomInt(rng, pile.length), 1) as [string];
  s.contractDeck.splice(randomInt(rng, s.contractDeck.length + 1), 0, contract);
  s.events.push({ type: 'score_lost', player, contract });
}

function gainCard(s: GameState, rng: Rng, player: number): void {
  if (s.supply.length === 0 && s.discard.length > 0) {
    s.supply = shuffled(rng, s.discard);
    s.discard = [];
  }
  const card = s.supply.shift();
  if (!card) return void s.events.push({ type: 'share_wasted', player, what: 'card_gain' });
  s.players[player]!.deck.push(card);
  s.events.push({ type: 'card_gained', player, card });
}

function finishPayout(s: GameState, owed: { player: number; count: number }[]): void {
  if (checkForWinner(s)) return;
  const merged = new Map<number, number>();
  for (const o of owed) merged.set(o.player, (merged.get(o.player) ?? 0) + o.count);
  if (merged.size === 0) return endTurn(s);
  s.phase = { kind: 'discard', owed: [...merged].map(([player, count]) => ({ player, count })) };
}
