import {
  applyMove,
  awaiting,
  chooseMove,
  createGame,
  legalMoves,
  seededRng,
  viewFor,
  type GameEvent,
  type GameState,
  type GameView,
  type Move,
} from '@harbinger/cardgame';
import { describe, expect, it } from 'vitest';
import { countOf } from '../text.js';
import { eventText, logText, nameList, resultText } from './event-words.js';
import { reasonText } from './reasons.js';
import { moveLabel, phaseText } from './table-words.js';

const names = ['Ana', 'Bea', 'Cy'];

function play(state: GameState, move: Move): GameState {
  const next = applyMove(state, move);
  if (!next.ok) throw new Error(next.issues[0]!.code);
  return next.value;
}

describe('card table words', () => {
  const created = createGame({ players: 3 }, seededRng('words'));
  if (!created.ok) throw new Error('setup failed');
  const start = created.value;

  it('says what the table waits for, phase by phase', () => {
    expect(phaseText(viewFor(start, 0), names)).toBe('Ana picks a Contract from the row.');
    const picked = play(start, { type: 'pick', player: 0, contract: start.display[0]! });
    const name = start.contracts[start.display[0]!]!.name;
    expect(phaseText(viewFor(picked, 1), names)).toBe(`Ana calls Souls for “${name}”.`);
    const asked = play(picked, { type: 'recruit', player: 0, forced: [], invited: [1, 2] });
    expect(phaseText(viewFor(asked, 1), names)).toBe('Waiting for Bea and Cy to answer.');
    expect(moveLabel({ type: 'pick', player: 0, contract: start.display[0]! }, viewFor(start, 0), names)).toBe(
      `Take “${name}”`,
    );
    expect(moveLabel({ type: 'answer', player: 1, accept: false }, viewFor(asked, 1), names)).toBe('Stay out');
  });

  it('turns every event of a game into a sentence naming the seats', () => {
    const state = play(start, { type: 'pick', player: 0, contract: start.display[0]! });
    const view = viewFor(state, 0);
    const ctx = { names, cards: view.cards, contracts: view.contracts };
    expect(eventText({ type: 'souls_called', player: 0, forced: [1], invited: [2] }, ctx)).toBe(
      'Ana forces Bea along and asks Cy.',
    );
    expect(eventText({ type: 'souls_called', player: 0, forced: [], invited: [] }, ctx)).toBe('Ana goes alone.');
    expect(eventText({ type: 'contract_picked', player: 0, contract: start.display[0]! }, ctx)).toContain(
      'Ana takes “',
    );
    expect(eventText({ type: 'answered', player: 2, accept: true }, ctx)).toBe('Cy joins in.');
    expect(eventText({ type: 'share_wasted', player: 1, what: 'card_loss' }, ctx)).toMatch(
      /^For Bea, a card loss is skipped/,
    );
    expect(nameList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(resultText({ kind: 'win', winner: 1, scores: [2, 6, 1] }, names)).toBe('Bea wins with 6 points.');
    expect(resultText({ kind: 'draw', reason: 'turn_limit', scores: [1, 1, 1] }, names)).toMatch(/draw/);
  });

  it('words engine refusals, and falls back to the code for unknown ones', () => {
    expect(reasonText('all_to_one_soul')).toMatch(/nobody may receive everything/);
    expect(reasonText('brand_new_code')).toContain('brand_new_code');
  });
});

describe('card table words read well after any seat name (issue 13)', () => {
  // names ending in a number are where a possessive goes wrong ("Greedy bot 3's a 6")
  const botNames = ['Ana', 'Greedy bot 2', 'Cautious bot 3', 'Greedy bot (seat 4)'];
  const POSSESSIVE_AFTER_NUMBER = /[\d)]['’]s\b/;
  const ONE_PLURAL = /\b1 (cards|points|Souls|people|players|Contracts)\b/;

  /** Every kind of game event once, naming seats 1–3 and a card of each kind. */
  function everyEvent(state: GameState): GameEvent[] {
    const [a, b] = Object.keys(state.cards);
    const contract = state.display[0]!;
    const events: { [K in GameEvent['type']]: Extract<GameEvent, { type: K }> } = {
      game_started: { type: 'game_started', players: 4 },
      turn_started: { type: 'turn_started', turn: 3, player: 2 },
      contract_picked: { type: 'contract_picked', player: 1, contract },
      display_refilled: { type: 'display_refilled', contracts: [contract] },
      souls_called: { type: 'souls_called', player: 1, forced: [2], invited: [3] },
      answered: { type: 'answered', player: 2, accept: true },
      challenge_started: { type: 'challenge_started', souls: [1, 2] },
      revealed: { type: 'revealed', player: 2, soul: 1, card: a! },
      reveal_skipped: { type: 'reveal_skipped', player: 2 },
      duo_chosen: { type: 'duo_chosen', player: 2, card: a!, value: 3 },
      power_used: { type: 'power_used', player: 1, card: a!, power: 'tailwind', target: { kind: 'card', card: b! } },
      power_skipped: { type: 'power_skipped', player: 2, card: a! },
      power_idle: { type: 'power_idle', player: 2, card: a!, reason: 'alone' },
      card_recalled: { type: 'card_recalled', player: 2, card: a! },
      wildcard_set: { type: 'wildcard_set', player: 2, card: a!, value: 6 },
      challenge_passed: { type: 'challenge_passed', values: [[1]] },
      challenge_failed: { type: 'challenge_failed', values: [[1]] },
      battle_decided: { type: 'battle_decided', winners: [2], losers: [1], values: [[1]] },
      shared_out: { type: 'shared_out', player: 1, shares: [{ player: 2, amount: 1 }] },
      score_gained: { type: 'score_gained', player: 2, contract },
      score_lost: { type: 'score_lost', player: 2, contract },
      card_gained: { type: 'card_gained', player: 2, card: a! },
      card_lost: { type: 'card_lost', player: 2, card: a! },
      share_wasted: { type: 'share_wasted', player: 2, what: 'card_gain' },
      contract_returned: { type: 'contract_returned', contract },
      game_ended: { type: 'game_ended', result: { kind: 'win', winner: 2, scores: [0, 0, 1, 0] } },
      sat_out: { type: 'sat_out', player: 2 },
    };
    return Object.values(events);
  }

  it('no log line puts a possessive after a bot name, or pairs 1 with a plural', () => {
    const made = createGame({ players: 4 }, seededRng('templates'));
    if (!made.ok) throw new Error('setup failed');
    const state = made.value;
    const ctx = { names: botNames, cards: state.cards, contracts: state.contracts };
    const lines = [
      ...everyEvent(state).map((event) => logText(event, ctx)),
      logText({ type: 'player_left', player: 2, name: 'Cautious bot 3' }, ctx),
      logText({ type: 'seat_to_bot', player: 2, name: 'Bea 2', bot: 'Greedy bot (seat 3)' }, ctx),
    ];
    for (const line of lines) {
      expect(line, line).not.toMatch(POSSESSIVE_AFTER_NUMBER);
      expect(line, line).not.toMatch(ONE_PLURAL);
      expect(line, line).toMatch(/^[A-Z“]/);
    }
    expect(logText({ type: 'wildcard_set', player: 2, card: 'x', value: 6 }, ctx)).toBe(
      'The Wildcard of Cautious bot 3 counts as 6.',
    );
    expect(resultText({ kind: 'win', winner: 1, scores: [0, 1] }, botNames)).toBe('Greedy bot 2 wins with 1 point.');
  });

  it('tells apart every power choice, naming whose card and which one, without a possessive', () => {
    let checked = 0;
    for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']) {
      const made = createGame({ players: 4, expansions: ['devilish_numbers'] }, seededRng(seed));
      if (!made.ok) throw new Error('setup failed');
      let s = made.value;
      for (let step = 0; step < 600 && !s.result; step++) {
        const seat = awaiting(s)[0]!;
        const moves = s.phase.kind === 'reveal' ? legalMoves(s, seat) : [];
        if (moves.some((m) => m.type === 'use_power')) {
          const view = viewFor(s, seat);
          const labels = moves.map((m) => moveLabel(m, view, botNames));
          expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
          for (const label of labels) expect(label).not.toMatch(POSSESSIVE_AFTER_NUMBER);
          checked++;
        }
        s = play(s, chooseMove(s, seat, { strategy: 'greedy', rng: seededRng(`${seed}:${step}`) }));
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('names two equal cards of one Soul by their order, and the number a power made them', () => {
    const view = {
      cards: {
        a: { id: 'a', kind: 'number', values: [6], power: null },
        b: { id: 'b', kind: 'number', values: [6], power: null },
        t: { id: 't', kind: 'number', values: [2], power: 'tailwind' },
      },
      challenge: {
        reveals: [
          { card: 't', owner: 0, soul: 0, chosen: null, effects: [] },
          { card: 'a', owner: 2, soul: 2, chosen: null, effects: [] },
          { card: 'b', owner: 2, soul: 2, chosen: null, effects: [{ op: 'add', n: 1 }] },
        ],
      },
    } as unknown as GameView;
    const aim = (card: string): Move => ({ type: 'use_power', player: 0, card: 't', target: { kind: 'card', card } });
    expect(moveLabel(aim('a'), view, botNames)).toBe('Tailwind on a 6 (Cautious bot 3, 1st card)');
    expect(moveLabel(aim('b'), view, botNames)).toBe('Tailwind on a 6 (Cautious bot 3, 2nd card, counts 7 now)');
  });

  it('counts people and cards in the right number', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
