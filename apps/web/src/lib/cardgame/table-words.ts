import { powers, withEffects, type GameView, type Move } from '@harbinger/cardgame';
import { countOf } from '../text.js';
import { cardName } from './card-words.js';
import { nameList, resultText } from './event-words.js';

const ORDINALS = ['1st', '2nd', '3rd'];

/** "1st", "2nd", "3rd", "4th"… (a Soul rarely reveals more than a handful of cards). */
export function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

/** A seat's name, or "Seat 3" when the table has none for it. */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

/** One line saying what the table is waiting for. */
export function phaseText(view: GameView, names: readonly string[]): string {
  const who = (seat: number) => seatName(names, seat);
  const active = who(view.active);
  const contract = view.challenge ? view.contracts[view.challenge.contract] : undefined;
  switch (view.phase.kind) {
    case 'pick':
      return `${active} picks a Contract from the row.`;
    case 'recruit':
      return `${active} calls Souls for “${contract?.name ?? 'the Contract'}”.`;
    case 'answer':
      return `Waiting for ${nameList(view.awaiting.map(who))} to answer.`;
    case 'reveal': {
      const pending = view.challenge?.pending[0];
      if (pending) return `${who(pending.player)} decides about ${cardName(view.cards[pending.card])}.`;
      return `${nameList(view.awaiting.map(who))} reveals next.`;
    }
    case 'distribute': {
      const amount =
        view.phase.payout.kind === 'score' ? `${view.phase.total} score` : countOf(view.phase.total, 'card');
      return `${active} shares out ${view.phase.gain ? 'a reward' : 'a penalty'} of ${amount}.`;
    }
    case 'discard':
      return `${nameList(view.awaiting.map(who))} ${view.awaiting.length === 1 ? 'chooses' : 'choose'} cards to give up.`;
    case 'over':
      return view.result ? resultText(view.result, names) : 'The game is over.';
  }
}

/** The words on the button for one legal move. */
export function moveLabel(move: Move, view: GameView, names: readonly string[]): string {
  switch (move.type) {
    case 'pick':
      return `Take “${view.contracts[move.contract]?.name ?? move.contract}”`;
    case 'answer':
      return move.accept ? 'Join in' : 'Stay out';
    case 'reveal':
      return 'Reveal a card';
    case 'choose_duo':
      return `Count the Duo as ${move.value}`;
    case 'skip_power':
      return 'Leave the power unused';
    case 'use_power': {
      const card = view.cards[move.card];
      const power = card?.power ? powers[card.power].name : 'the power';
      if (move.target.kind === 'soul') return `${power}: ${seatName(names, move.target.soul)} reveals one more card`;
      return `${power} on ${revealedCardText(view, names, move.target.card)}`;
    }
    case 'recruit':
      return move.forced.length + move.invited.length === 0 ? 'Go alone' : 'Call these Souls';
    case 'distribute':
      return 'Share out';
    case 'discard':
      return 'Give up these cards';
  }
}

/**
 * A card on the table in words that tell it apart from every other one: what it shows, whose it is and which of
 * their cards it was, and its number now when a power changed it. "a 6 (Greedy bot 3, 2nd card, counts 7 now)".
 * Never a possessive after the name, which reads wrong after a name ending in a number ("Greedy bot 3’s a 6").
 */
export function revealedCardText(view: GameView, names: readonly string[], cardId: string): string {
  const reveals = view.challenge?.reveals ?? [];
  const reveal = reveals.find((r) => r.card === cardId);
  const card = view.cards[cardId];
  if (!reveal || !card) return cardName(card);
  const place = reveals.filter((r) => r.soul === reveal.soul).findIndex((r) => r.card === cardId) + 1;
  const parts = [seatName(names, reveal.soul), `${ordinal(place)} card`];
  if (reveal.owner !== reveal.soul) parts.push(`lent by ${seatName(names, reveal.owner)}`);
  const base = card.kind === 'duo' ? reveal.chosen : card.kind === 'number' ? (card.values[0] ?? null) : null;
  if (base !== null && (reveal.effects.length > 0 || card.kind === 'duo'))
    parts.push(`counts ${withEffects(base, reveal.effects)} now`);
  return `${cardName(card)} (${parts.join(', ')})`;
}
