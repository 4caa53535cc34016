import { applyMove, createGame, seededRng, viewFor, type GameState, type Move } from '@harbinger/cardgame';
import { describe, expect, it } from 'vitest';
import { eventText, nameList, resultText } from './event-words.js';
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
