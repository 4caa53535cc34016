import {
  powers,
  type CardId,
  type Contract,
  type ContractId,
  type DiceCard,
  type Effect,
  type GameEvent,
  type GameResult,
} from '@harbinger/cardgame';
import type { CardRoomEvent } from '@harbinger/platform';
import { countOf, sentenceCase } from '../text.js';
import { cardName } from './card-words.js';

/** What event sentences need to know: seat names and the cards and Contracts the reader has seen. */
export interface EventContext {
  names: readonly string[];
  cards: Readonly<Record<CardId, DiceCard>>;
  contracts: Readonly<Record<ContractId, Contract>>;
}

const IDLE_WHY = {
  alone: 'its Soul is alone',
  no_target: 'there is nothing to aim at',
  already_fired: 'it already fired this challenge',
} as const;
const WASTED = {
  score_gain: 'a score gain is lost (no Contracts left to take)',
  score_loss: 'a score loss has nothing to take',
  card_gain: 'a card gain is lost (no cards left in the supply)',
  card_loss: 'a card loss is skipped (everyone keeps at least one card)',
} as const;

/** A list of names in English: "Ana", "Ana and Bea", "Ana, Bea and Cy". */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'nobody';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** How a finished game ended, in one sentence. */
export function resultText(result: GameResult, names: readonly string[]): string {
  if (result.kind === 'win')
    return `${names[result.winner] ?? 'Someone'} wins with ${countOf(result.scores[result.winner] ?? 0, 'point')}.`;
  return result.reason === 'turn_limit'
    ? 'The game ends in a draw: the turn limit was reached.'
    : 'The game ends in a draw: the Contracts ran out.';
}

/** A power's change to a revealed card, in a few words. */
export function effectText(effect: Effect): string {
  switch (effect.op) {
    case 'add':
      return effect.n >= 0 ? `+${effect.n}` : `−${-effect.n}`;
    case 'set':
      return `now ${effect.n}`;
    case 'double':
      return 'counts double';
    case 'flip':
      return '7 minus';
  }
}

/** One public game event as a sentence for the table log. */
export function eventText(event: GameEvent, ctx: EventContext): string {
  const who = (seat: number) => ctx.names[seat] ?? `Seat ${seat + 1}`;
  const card = (id: CardId) => cardName(ctx.cards[id]);
  const contract = (id: ContractId) => (ctx.contracts[id] ? `“${ctx.contracts[id].name}”` : 'a Contract');
  switch (event.type) {
    case 'game_started':
      return `A new game for ${event.players} players begins.`;
    case 'turn_started':
      return `Turn ${event.turn}: ${who(event.player)} is up.`;
    case 'contract_picked':
      return `${who(event.player)} takes ${contract(event.contract)}.`;
    case 'display_refilled':
      return event.contracts.length === 1
        ? 'A new Contract is turned face up.'
        : `${event.contracts.length} new Contracts are turned face up.`;
    case 'souls_called': {
      const parts: string[] = [];
      if (event.forced.length > 0) parts.push(`forces ${nameList(event.forced.map(who))} along`);
      if (event.invited.length > 0) parts.push(`asks ${nameList(event.invited.map(who))}`);
      return parts.length === 0 ? `${who(event.player)} goes alone.` : `${who(event.player)} ${parts.join(' and ')}.`;
    }
    case 'answered':
      return event.accept ? `${who(event.player)} joins in.` : `${who(event.player)} stays out.`;
    case 'challenge_started':
      return `The challenge begins: ${nameList(event.souls.map(who))} (Turnout ${event.souls.length}).`;
    case 'revealed':
      return event.soul === event.player
        ? `${who(event.player)} reveals ${card(event.card)}.`
        : `${who(event.player)} reveals ${card(event.card)} for ${who(event.soul)}.`;
    case 'reveal_skipped':
      return `${who(event.player)} has no cards left to reveal.`;
    case 'duo_chosen':
      return `${who(event.player)} counts the Duo as ${event.value}.`;
    case 'power_used': {
      const target = event.target.kind === 'soul' ? who(event.target.soul) : card(event.target.card);
      return `${who(event.player)} uses ${powers[event.power].name} on ${target}.`;
    }
    case 'power_skipped':
      return `${who(event.player)} leaves the power of ${card(event.card)} unused.`;
    case 'power_idle':
      return `The power of ${card(event.card)} stays quiet: ${IDLE_WHY[event.reason]}.`;
    case 'card_recalled':
      return `${sentenceCase(card(event.card))} goes back into the deck of ${who(event.player)}.`;
    case 'wildcard_set':
      return `The Wildcard of ${who(event.player)} counts as ${event.value}.`;
    case 'challenge_passed':
      return 'The challenge is passed!';
    case 'challenge_failed':
      return 'The challenge is failed.';
    case 'battle_decided':
      return event.winners.length === 1
        ? `${who(event.winners[0]!)} wins the Battle.`
        : `${nameList(event.winners.map(who))} share the win.`;
    case 'shared_out':
      return `${who(event.player)} shares out: ${event.shares.map((s) => `${who(s.player)} ${s.amount}`).join(', ')}.`;
    case 'score_gained':
      return `${who(event.player)} scores ${contract(event.contract)}.`;
    case 'score_lost':
      return `${who(event.player)} loses a scored Contract back into the deck.`;
    case 'card_gained':
      return `${who(event.player)} gains ${card(event.card)}.`;
    case 'card_lost':
      return `${who(event.player)} gives up ${card(event.card)}.`;
    case 'share_wasted':
      return `For ${who(event.player)}, ${WASTED[event.what]}.`;
    case 'contract_returned':
      return `${contract(event.contract)} goes to the bottom of the Contract deck.`;
    case 'game_ended':
      return resultText(event.result, ctx.names);
    case 'sat_out':
      return `${who(event.player)} sits out the rest of the game: no more turns, and nobody can call them along.`;
  }
}

/**
 * One line of an online room's log: a game event, or something that happened to the table (a player left, a bot
 * took a seat). Room events carry the names as they were, since a seat's name changes when a bot takes it.
 */
export function logText(event: GameEvent | CardRoomEvent, ctx: EventContext): string {
  switch (event.type) {
    case 'player_left':
      return `${event.name} left the table. The game waits until the host gives the seat to a bot or carries on without it.`;
    case 'seat_to_bot':
      return `${event.bot} takes over from ${event.name}, with the same cards and score.`;
    default:
      return eventText(event, ctx);
  }
}
