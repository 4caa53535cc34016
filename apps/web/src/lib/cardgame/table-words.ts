import { powers, type GameView, type Move } from '@harbinger/cardgame';
import { cardName } from './card-words.js';
import { nameList, resultText } from './event-words.js';

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
      const unit = view.phase.payout.kind === 'score' ? 'score' : 'cards';
      return `${active} shares out ${view.phase.gain ? 'a reward' : 'a penalty'} of ${view.phase.total} ${unit}.`;
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
      if (move.target.kind === 'soul') return `${power}: ${seatName(names, move.target.soul)} reveals one more`;
      const targetId = move.target.card;
      const reveal = view.challenge?.reveals.find((r) => r.card === targetId);
      const owner = reveal ? `${seatName(names, reveal.soul)}’s ` : '';
      return `${power} on ${owner}${cardName(view.cards[targetId])}`;
    }
    case 'recruit':
      return move.forced.length + move.invited.length === 0 ? 'Go alone' : 'Call these Souls';
    case 'distribute':
      return 'Share out';
    case 'discard':
      return 'Give up these cards';
  }
}
