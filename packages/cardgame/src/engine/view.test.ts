import { describe, expect, it } from 'vitest';
import { newGame, play } from './test-kit.js';
import { viewFor } from './view.js';

describe('Views: what one seat may see', () => {
  const s = play(newGame({ players: 3 }, 4), {
    type: 'pick',
    player: 0,
    contract: newGame({ players: 3 }, 4).display[1]!,
  });

  it('shows a player their own cards but only counts for everyone else, and never the random state or deck order', () => {
    const v = viewFor(s, 1);
    expect(v.players[1]!.deck).toEqual([...s.players[1]!.deck].sort());
    expect(v.players[0]!.deck).toBeNull();
    expect(v.players[2]!.deck).toBeNull();
    expect(v.players[0]!.deckCount).toBe(6);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    expect(v).not.toHaveProperty('supply');
    expect(v).not.toHaveProperty('contractDeck');
    expect(v.supplyCount).toBe(s.supply.length);
    expect(v.contractDeckCount).toBe(s.contractDeck.length);
  });

  it('lists only the cards and Contracts the viewer can see', () => {
    const v = viewFor(s, 1);
    expect(Object.keys(v.cards).sort()).toEqual([...s.players[1]!.deck].sort());
    for (const id of s.players[0]!.deck) expect(v.cards[id]).toBeUndefined();
    expect(Object.keys(v.contracts).sort()).toEqual([...s.display, s.inPlay!].sort());
    expect(v.contracts[s.contractDeck[0]!]).toBeUndefined();
  });

  it('a spectator sees no hand at all, and whose move it is', () => {
    const v = viewFor(s, null);
    expect(v.players.every((p) => p.deck === null && p.score === null)).toBe(true);
    expect(v.awaiting).toEqual([0]);
    expect(v.players.map((p) => p.points)).toEqual([0, 0, 0]);
  });
});
