import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTable, runningContract, type Player } from '../contracts/fixtures.js';
import { addInjury } from '../contractors/injuries.js';
import { tableEvents } from '../db/schema.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { actOnCombat } from './combat.js';
import { readCombat, type CombatView } from './combat-view.js';

describe.each(backends)('the combat tracker at the table ($name)', (backend) => {
  const t = useTestPlatform(backend);

  interface Fight {
    gm: Player;
    ana: { player: Player; contractorId: string };
    bo: { player: Player; contractorId: string };
    contractId: string;
  }

  /** An active Contract with two seated players, Ana and Bo. */
  async function table(): Promise<Fight> {
    const tbl = await openTable(t.platform);
    const ana = await tbl.seat('ana', { name: 'Ana Vey' });
    const bo = await tbl.seat('bobo', { name: 'Bo Lind' });
    const contractId = await runningContract(tbl, [ana, bo]);
    return { gm: tbl.gm, ana, bo, contractId };
  }

  const act = (f: Fight, who: Player, input: unknown) => actOnCombat(t.platform, who, f.contractId, input);
  const code = (outcome: { ok: boolean; error?: { code: string } }) => (outcome.ok ? 'ok' : outcome.error!.code);

  async function events(contractId: string) {
    return t.platform.db
      .select()
      .from(tableEvents)
      .where(eq(tableEvents.contractId, contractId))
      .orderBy(asc(tableEvents.id));
  }

  /** Started, both Contractors at Initiative 2/1 (entered), Round 1 begun. */
  async function inRoundOne(f: Fight): Promise<CombatView> {
    expectOk(await act(f, f.gm, { type: 'start' }));
    expectOk(await act(f, f.ana.player, { type: 'enter_initiative', combatantId: f.ana.contractorId, outcome: 2 }));
    expectOk(await act(f, f.bo.player, { type: 'enter_initiative', combatantId: f.bo.contractorId, outcome: 1 }));
    return expectOk(await act(f, f.gm, { type: 'next_round' }))!;
  }

  it('starts with every seated Contractor and appends a public combat event with the view and a sentence', async () => {
    const f = await table();
    const view = expectOk(await act(f, f.gm, { type: 'start' }))!;
    expect(view).toMatchObject({ round: 0, phase: 'initiative', turn: null, version: 1 });
    expect(view.combatants.map((c) => [c.name, c.kind, c.contractorId])).toEqual([
      ['Ana Vey', 'contractor', f.ana.contractorId],
      ['Bo Lind', 'contractor', f.bo.contractorId],
    ]);
    const [event] = await events(f.contractId);
    expect(event).toMatchObject({ kind: 'combat', visibility: 'public', actorId: f.gm.userId });
    expect(event!.payload).toEqual({ combat: view, change: 'A fight begins: everyone rolls Initiative.' });
    expect(await readCombat(t.platform.db, f.contractId)).toEqual(view);
  });

  it('rolls a Contractor’s Initiative from the sheet on the server and logs the roll with its odds', async () => {
    const f = await table();
    expectOk(await act(f, f.gm, { type: 'start' }));
    const view = expectOk(await act(f, f.ana.player, { type: 'roll_initiative', combatantId: f.ana.contractorId }))!;
    const ana = view.combatants.find((c) => c.id === f.ana.contractorId)!;
    const all = await events(f.contractId);
    const roll = all.find((e) => e.kind === 'roll')!;
    expect(roll.payload).toMatchObject({
      purpose: 'initiative',
      rollerName: 'Ana Vey',
      contractorId: f.ana.contractorId,
      difficulty: 6,
      entered: false,
    });
    expect(String(roll.payload.description)).toContain('Dexterity 2 + Perception 2');
    expect(ana.initiative).toEqual({ outcome: roll.payload.outcome, pool: roll.payload.dice, entered: false });
    expect(all.at(-1)!.payload.change).toBe(`Ana Vey rolls Initiative: Outcome ${String(roll.payload.outcome)}.`);
    // One Initiative per fight: a second roll is refused.
    expect(code(await act(f, f.ana.player, { type: 'roll_initiative', combatantId: f.ana.contractorId }))).toBe(
      'initiative_already_set',
    );
  });

  it('gives an incapacitated Contractor an automatic Initiative of 0, saying why', async () => {
    const f = await table();
    expectOk(await addInjury(t.platform, f.ana.player, f.ana.contractorId, { severity: 7 }));
    expectOk(await act(f, f.gm, { type: 'start' }));
    const view = expectOk(await act(f, f.ana.player, { type: 'roll_initiative', combatantId: f.ana.contractorId }))!;
    expect(view.combatants.find((c) => c.id === f.ana.contractorId)!.initiative).toEqual({
      outcome: 0,
      pool: 0,
      entered: false,
    });
    const roll = (await events(f.contractId)).find((e) => e.kind === 'roll')!;
    expect(roll.payload).toMatchObject({ dice: 0, faces: [], outcome: 0 });
    expect(String(roll.payload.automaticFailure)).toContain('incapacitated');
  });

  it('takes an Initiative entered from physical dice, its pool defaulting to the sheet’s', async () => {
    const f = await table();
    expectOk(await act(f, f.gm, { type: 'start' }));
    const view = expectOk(
      await act(f, f.bo.player, { type: 'enter_initiative', combatantId: f.bo.contractorId, outcome: 3 }),
    )!;
    const bo = view.combatants.find((c) => c.id === f.bo.contractorId)!;
    expect(bo.initiative).toMatchObject({ outcome: 3, entered: true });
    expect(bo.initiative!.pool).toBeGreaterThanOrEqual(2);
    expect((await events(f.contractId)).some((e) => e.kind === 'roll')).toBe(false);
  });

  it('lets a player act only for their own Contractor, and never run the fight', async () => {
    const f = await table();
    expect(code(await act(f, f.ana.player, { type: 'start' }))).toBe('gm_only');
    expectOk(await act(f, f.gm, { type: 'start' }));
    expect(code(await act(f, f.ana.player, { type: 'roll_initiative', combatantId: f.bo.contractorId }))).toBe(
      'not_your_combatant',
    );
    await inRoundOneFromStarted(f);
    expect(code(await act(f, f.ana.player, { type: 'next_round' }))).toBe('gm_only');
    expect(code(await act(f, f.ana.player, { type: 'next_turn' }))).toBe('gm_only');
    expect(code(await act(f, f.ana.player, { type: 'add', name: 'Thug', kind: 'npc' }))).toBe('gm_only');
    expect(code(await act(f, f.ana.player, { type: 'exert', combatantId: f.bo.contractorId }))).toBe(
      'not_your_combatant',
    );
    expect((await readCombat(t.platform.db, f.contractId))!.round).toBe(1);
  });

  async function inRoundOneFromStarted(f: Fight): Promise<void> {
    expectOk(await act(f, f.ana.player, { type: 'enter_initiative', combatantId: f.ana.contractorId, outcome: 2 }));
    expectOk(await act(f, f.bo.player, { type: 'enter_initiative', combatantId: f.bo.contractorId, outcome: 1 }));
    expectOk(await act(f, f.gm, { type: 'next_round' }));
  }

  it('refuses a second exertion in the same Round, and allows it again the next Round', async () => {
    const f = await table();
    await inRoundOne(f);
    const once = expectOk(await act(f, f.ana.player, { type: 'exert', combatantId: f.ana.contractorId }))!;
    expect(once.combatants.find((c) => c.id === f.ana.contractorId)!.exertedThisRound).toBe(true);
    const twice = await act(f, f.ana.player, { type: 'exert', combatantId: f.ana.contractorId });
    expect(twice.ok).toBe(false);
    expect(!twice.ok && twice.error).toMatchObject({ code: 'already_exerted', status: 422 });
    expect(!twice.ok && twice.error.message).toContain('once per Round');
    expectOk(await act(f, f.gm, { type: 'next_round' }));
    expectOk(await act(f, f.ana.player, { type: 'exert', combatantId: f.ana.contractorId }));
  });

  it('puts a mob after everyone, even with the best Initiative, and asks a pool for an NPC’s roll', async () => {
    const f = await table();
    expectOk(await act(f, f.gm, { type: 'start' }));
    const added = expectOk(await act(f, f.gm, { type: 'add', name: 'Dock rats', kind: 'mob' }))!;
    const mob = added.combatants.find((c) => c.name === 'Dock rats')!;
    expect(code(await act(f, f.gm, { type: 'roll_initiative', combatantId: mob.id }))).toBe('pool_required');
    expectOk(await act(f, f.gm, { type: 'correct_initiative', combatantId: mob.id, outcome: 9, pool: 9 }));
    await inRoundOneFromStarted(f);
    const view = (await readCombat(t.platform.db, f.contractId))!;
    expect(view.combatants.map((c) => c.name)).toEqual(['Ana Vey', 'Bo Lind', 'Dock rats']);
    expect(view.combatants.at(-1)!.position).toBe(3);
    const all = await events(f.contractId);
    expect(all.find((e) => String(e.payload.change).includes('Dock rats'))!.payload.change).toBe(
      'Dock rats joins the fight as a mob; mobs act after everyone else.',
    );
  });

  it('walks turns and Rounds with held actions, Reactions and a Desperate Defense', async () => {
    const f = await table();
    let view = await inRoundOne(f);
    expect(view.turn).toBe(f.ana.contractorId);
    view = expectOk(
      await act(f, f.ana.player, { type: 'hold', combatantId: f.ana.contractorId, trigger: 'the door opens' }),
    )!;
    expect(view.combatants[0]!.holding).toEqual({ trigger: 'the door opens', since: 1 });
    view = expectOk(await act(f, f.gm, { type: 'next_turn' }))!;
    expect(view.turn).toBe(f.bo.contractorId);
    expectOk(await act(f, f.ana.player, { type: 'act_from_hold', combatantId: f.ana.contractorId }));
    view = expectOk(
      await act(f, f.ana.player, { type: 'desperate_defense', combatantId: f.ana.contractorId, reaction: 'dodge' }),
    )!;
    expect(view.combatants[0]).toMatchObject({ exertedThisRound: true, desperatePenaltyNextAction: 2 });
    expect(
      code(await act(f, f.bo.player, { type: 'desperate_defense', combatantId: f.bo.contractorId, reaction: 'clash' })),
    ).toBe('clash_cannot_be_desperate');
    expectOk(await act(f, f.bo.player, { type: 'react', combatantId: f.bo.contractorId, reaction: 'defend' }));
    expect(code(await act(f, f.bo.player, { type: 'react', combatantId: f.bo.contractorId, reaction: 'dodge' }))).toBe(
      'action_used_up',
    );
    view = expectOk(await act(f, f.gm, { type: 'next_round' }))!;
    expect(view).toMatchObject({ round: 2, turn: f.ana.contractorId });
    const changes = (await events(f.contractId)).map((e) => e.payload.change);
    expect(changes).toContain('Ana Vey holds an Action until: the door opens');
    expect(changes).toContain('Round 2 begins; Ana Vey goes first.');
  });

  it('ends the fight: the view and the stored state are gone, and the end is announced', async () => {
    const f = await table();
    await inRoundOne(f);
    expect(expectOk(await act(f, f.gm, { type: 'end' }))).toBeNull();
    expect(await readCombat(t.platform.db, f.contractId)).toBeNull();
    const last = (await events(f.contractId)).at(-1)!;
    expect(last.payload).toEqual({ combat: null, change: 'The fight is over.' });
    expect(code(await act(f, f.gm, { type: 'next_round' }))).toBe('no_combat');
  });

  it('refuses outsiders, bad input and a table that is not open', async () => {
    const f = await table();
    const stranger = await player(t.platform, 'zed');
    expect(code(await act(f, stranger, { type: 'start' }))).not.toBe('ok');
    expect(code(await actOnCombat(t.platform, null, f.contractId, { type: 'start' }))).toBe('unauthenticated');
    expect(code(await act(f, f.gm, { type: 'fireball' }))).toBe('validation_failed');
    expect(code(await actOnCombat(t.platform, f.gm, 'not-an-id', { type: 'start' }))).toBe('not_found');
    const tbl = await openTable(t.platform, {}, 'gail');
    const later = await tbl.schedule();
    expect(code(await actOnCombat(t.platform, tbl.gm, later, { type: 'start' }))).toBe('table_closed');
    expect(await events(f.contractId)).toEqual([]);
  });

  it('lets a seated Contractor join a fight already running, once', async () => {
    const f = await table();
    expectOk(await act(f, f.gm, { type: 'start' }));
    expect(code(await act(f, f.bo.player, { type: 'join', contractorId: f.bo.contractorId }))).toBe(
      'duplicate_combatant',
    );
    expect(code(await act(f, f.bo.player, { type: 'join', contractorId: f.ana.contractorId }))).toBe(
      'not_your_combatant',
    );
  });
});
