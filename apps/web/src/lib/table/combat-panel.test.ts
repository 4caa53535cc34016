import type { CombatView, CombatantView } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { combatHeadline, combatRows, contractorsToJoin, postCombat, tieOrder } from './combat-panel.js';

function combatant(id: string, overrides: Partial<CombatantView> = {}): CombatantView {
  return {
    id,
    name: id.toUpperCase(),
    kind: 'contractor',
    contractorId: `k-${id}`,
    initiative: { outcome: 2, pool: 4, entered: false },
    position: 1,
    tiedWith: [],
    ambushed: false,
    isTurn: false,
    actionSpent: false,
    reactionsThisRound: 0,
    exertedThisRound: false,
    holding: null,
    desperatePenaltyNextAction: 0,
    penaltyThisAction: 0,
    out: null,
    ...overrides,
  };
}

function fight(combatants: CombatantView[], overrides: Partial<CombatView> = {}): CombatView {
  return { round: 1, phase: 'rounds', turn: null, combatants, ties: [], version: 3, ...overrides };
}

const player = { role: 'player' as const, myContractorIds: ['k-ana'] };
const gm = { role: 'gm' as const, myContractorIds: [] };

describe('combatHeadline', () => {
  it('says where the fight stands', () => {
    expect(combatHeadline(null)).toBe('No fight is running.');
    expect(combatHeadline(fight([combatant('ana')], { round: 0, phase: 'initiative' }))).toBe('Rolling Initiative');
    expect(combatHeadline(fight([combatant('ana', { isTurn: true })], { round: 2, turn: 'ana' }))).toBe(
      'Round 2 · ANA’s turn',
    );
    expect(combatHeadline(fight([combatant('ana')], { round: 2 }))).toBe('Round 2 · everyone has had a turn');
  });
});

describe('combatRows', () => {
  it('gives a player controls for their own Contractor only', () => {
    const rows = combatRows(fight([combatant('ana', { isTurn: true }), combatant('bo')], { turn: 'ana' }), player);
    expect(rows.map((r) => r.controlled)).toEqual([true, false]);
    expect(rows[0]!.can).toEqual({
      rollInitiative: false,
      correctInitiative: false,
      hold: true,
      actFromHold: false,
      react: true,
      desperateDefense: false,
      exert: true,
    });
    expect(Object.values(rows[1]!.can).some(Boolean)).toBe(false);
  });

  it('gives the GM the NPCs and mobs, never a player’s Contractor', () => {
    const rows = combatRows(
      fight([
        combatant('ana'),
        combatant('thug', { kind: 'npc', contractorId: null, initiative: null }),
        combatant('rats', { kind: 'mob', contractorId: null }),
      ]),
      gm,
    );
    expect(rows.map((r) => r.controlled)).toEqual([false, true, true]);
    // The GM corrects any Initiative already set, but fights only for the NPCs and mobs.
    expect(rows.map((r) => r.can.correctInitiative)).toEqual([true, false, true]);
    expect(rows[0]!.can.react).toBe(false);
    expect(rows[1]!.can.rollInitiative).toBe(true);
    expect(rows[1]!.initiative).toBe('No roll: acts at the end');
    // Mobs cannot Dodge, Defend or Clash.
    expect(rows[2]!.can.react).toBe(false);
    expect(rows[2]!.markers).toContain('Mob: acts last');
  });

  it('offers a Desperate Defense only once the Action is gone and exertion unused', () => {
    const spent = combatRows(fight([combatant('ana', { actionSpent: true })]), player)[0]!;
    expect(spent.can).toMatchObject({ react: false, desperateDefense: true, exert: true });
    const exerted = combatRows(fight([combatant('ana', { actionSpent: true, exertedThisRound: true })]), player)[0]!;
    expect(exerted.can).toMatchObject({ desperateDefense: false, exert: false });
  });

  it('lets the GM roll or enter a Contractor’s missing Initiative', () => {
    const row = combatRows(fight([combatant('ana', { initiative: null })], { round: 0, phase: 'initiative' }), gm)[0]!;
    expect(row).toMatchObject({ controlled: false, can: { rollInitiative: true, exert: false } });
  });

  it('offers only Initiative during the Initiative phase', () => {
    const row = combatRows(
      fight([combatant('ana', { initiative: null, isTurn: false })], { round: 0, phase: 'initiative' }),
      player,
    )[0]!;
    expect(row.can).toEqual({
      rollInitiative: true,
      correctInitiative: false,
      hold: false,
      actFromHold: false,
      react: false,
      desperateDefense: false,
      exert: false,
    });
    expect(row.initiative).toBe('No Initiative yet');
  });

  it('marks holds, exertion, the Desperate Defense penalty, ties and exits', () => {
    const view = fight([
      combatant('ana', {
        holding: { trigger: 'the door opens', since: 1 },
        exertedThisRound: true,
        desperatePenaltyNextAction: 2,
        tiedWith: ['bo'],
        initiative: { outcome: 3, pool: 1, entered: true },
      }),
      combatant('bo', { tiedWith: ['ana'], out: 'defeated', position: null }),
    ]);
    const [ana, bo] = combatRows(view, gm);
    expect(ana!.markers).toEqual([
      'Tied with BO',
      'Holding: the door opens',
      'Exerted this Round',
      '−2 dice on the next Action',
    ]);
    expect(ana!.initiative).toBe('Outcome 3 · 1 die · real dice');
    expect(bo!.markers[0]).toBe('Out of the fight');
    expect(bo!.controlled).toBe(false);
  });
});

describe('joining and ties', () => {
  it('lists a player’s seated Contractors missing from the fight', () => {
    expect(
      contractorsToJoin(fight([combatant('ana')]), { role: 'player', myContractorIds: ['k-ana', 'k-cy'] }),
    ).toEqual(['k-cy']);
    expect(contractorsToJoin(null, player)).toEqual([]);
  });

  it('puts the chosen one first and keeps the rest as they stand', () => {
    expect(tieOrder(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });
});

describe('postCombat', () => {
  const answer = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('posts JSON to the table’s combat endpoint and returns the new fight', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fetcher = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify(fight([])), { status: 200 });
    }) as unknown as typeof fetch;
    const result = await postCombat(fetcher, 'c-1', { type: 'next_round' });
    expect(result).toEqual({ ok: true, combat: fight([]) });
    expect(seen!.url).toBe('/contracts/c-1/table/combat');
    expect(seen!.init).toMatchObject({ method: 'POST', body: '{"type":"next_round"}' });
  });

  it('reads an ended fight as null, and a refusal as its message', async () => {
    expect(await postCombat(answer(200, null), 'c', { type: 'end' })).toEqual({ ok: true, combat: null });
    const refused = await postCombat(
      answer(422, { error: { code: 'already_exerted', message: 'Once per Round.' } }),
      'c',
      {
        type: 'exert',
        combatantId: 'a',
      },
    );
    expect(refused).toEqual({ ok: false, message: 'Once per Round.' });
    const broken = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect((await postCombat(broken, 'c', { type: 'end' })).ok).toBe(false);
  });
});
