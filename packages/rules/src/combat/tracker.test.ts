import { describe, expect, it } from 'vitest';
import { applyCombatAction, combatOrder, type CombatAction, type CombatState, type CombatantInput } from '../index.js';

const mara: CombatantInput = { id: 'mara', name: 'Mara', kind: 'contractor', contractorId: 'k-mara' };
const jun: CombatantInput = { id: 'jun', name: 'Jun', kind: 'contractor', contractorId: 'k-jun' };
const guard: CombatantInput = { id: 'guard', name: 'Guard', kind: 'npc' };
const rats: CombatantInput = { id: 'rats', name: 'Rat swarm', kind: 'mob' };

/** Applies actions in turn, failing the test on any refusal. */
function run(state: CombatState | null, ...actions: CombatAction[]): CombatState {
  let current = state;
  for (const action of actions) {
    const next = applyCombatAction(current, action);
    if (!next.ok) throw new Error(`${action.type} refused: ${next.issues.map((i) => i.code).join(', ')}`);
    current = next.value;
  }
  return current!;
}

function refusal(state: CombatState | null, action: CombatAction): string | undefined {
  const result = applyCombatAction(state, action);
  return result.ok ? undefined : result.issues[0]?.code;
}

const init = (combatantId: string, outcome: number, pool: number): CombatAction => ({
  type: 'set_initiative',
  combatantId,
  initiative: { outcome, pool, entered: false },
});

const who = (state: CombatState, id: string) => state.combatants.find((c) => c.id === id)!;
const order = (state: CombatState) => combatOrder(state).map((slot) => slot.id);

/** Mara (3), Jun (1) and a guard (2) in Round 1, Mara to act. */
function roundOne(): CombatState {
  return run(
    null,
    { type: 'start', combatants: [mara, jun] },
    { type: 'add', combatant: guard },
    init('mara', 3, 5),
    init('jun', 1, 4),
    init('guard', 2, 4),
    { type: 'next_round' },
  );
}

describe('starting a fight and rolling Initiative', () => {
  it('starts in the Initiative phase with nobody to act yet', () => {
    const state = run(null, { type: 'start', combatants: [mara, jun] });
    expect(state).toMatchObject({ round: 0, turn: null, tieBreaks: [] });
    expect(state.combatants.map((c) => c.name)).toEqual(['Mara', 'Jun']);
    expect(who(state, 'mara')).toMatchObject({ initiative: null, actionSpent: false, exertedThisRound: false });
  });

  it('refuses a second start, and anything but a start without a fight', () => {
    const state = run(null, { type: 'start', combatants: [mara] });
    expect(refusal(state, { type: 'start', combatants: [] })).toBe('combat_in_progress');
    expect(refusal(null, { type: 'next_round' })).toBe('no_combat');
    expect(refusal(null, init('mara', 1, 3))).toBe('no_combat');
  });

  it('waits for every Contractor’s Initiative before Round 1, but not for NPCs the GM lets act last', () => {
    let state = run(null, { type: 'start', combatants: [mara, jun] }, { type: 'add', combatant: guard });
    expect(refusal(state, { type: 'next_round' })).toBe('initiative_missing');
    state = run(state, init('mara', 2, 5), init('jun', 0, 3), { type: 'next_round' });
    expect(state.round).toBe(1);
    expect(order(state)).toEqual(['mara', 'jun', 'guard']);
    expect(state.turn).toBe('mara');
  });

  it('keeps an Initiative for the whole fight unless corrected', () => {
    const state = run(null, { type: 'start', combatants: [mara] }, init('mara', 2, 5));
    expect(refusal(state, init('mara', 4, 5))).toBe('initiative_already_set');
    const fixed = run(state, { ...init('mara', 4, 5), override: true } as CombatAction);
    expect(who(fixed, 'mara').initiative).toEqual({ outcome: 4, pool: 5, entered: false });
  });

  it('refuses an Initiative no dice could give', () => {
    const state = run(null, { type: 'start', combatants: [mara] });
    expect(refusal(state, init('mara', 11, 5))).toBe('invalid_initiative');
    expect(refusal(state, init('mara', -6, 5))).toBe('invalid_initiative');
    expect(refusal(state, init('mara', 1, -1))).toBe('invalid_initiative');
    expect(refusal(state, init('mara', 1.5, 4))).toBe('invalid_initiative');
    expect(refusal(state, init('nobody', 1, 4))).toBe('unknown_combatant');
  });

  it('refuses a nameless combatant, a repeated id or Contractor, and a Contractor with no sheet', () => {
    const state = run(null, { type: 'start', combatants: [mara] });
    expect(refusal(state, { type: 'add', combatant: { ...guard, name: '  ' } })).toBe('combatant_name_empty');
    expect(refusal(state, { type: 'add', combatant: { ...guard, id: 'mara' } })).toBe('duplicate_combatant');
    expect(refusal(state, { type: 'add', combatant: { ...jun, contractorId: 'k-mara' } })).toBe('duplicate_combatant');
    expect(refusal(state, { type: 'add', combatant: { id: 'x', name: 'X', kind: 'contractor' } })).toBe(
      'contractor_required',
    );
  });
});

describe('the turn order', () => {
  it('orders by Outcome, then pool, and puts mobs after everyone, even a mob that rolled high', () => {
    const state = run(
      null,
      { type: 'start', combatants: [mara, jun] },
      { type: 'add', combatant: rats },
      { type: 'add', combatant: guard },
      init('rats', 9, 10),
      init('mara', 2, 4),
      init('jun', 2, 6),
      init('guard', -1, 3),
    );
    expect(order(state)).toEqual(['jun', 'mara', 'guard', 'rats']);
  });

  it('sends the ambushed after the others who fight, but still before mobs', () => {
    const state = run(
      null,
      { type: 'start', combatants: [{ ...mara, ambushed: true }, jun] },
      { type: 'add', combatant: rats },
      init('mara', 5, 6),
      init('jun', 0, 3),
    );
    expect(order(state)).toEqual(['jun', 'mara', 'rats']);
    expect(order(run(state, { type: 'set_ambushed', combatantId: 'mara', ambushed: false }))).toEqual([
      'mara',
      'jun',
      'rats',
    ]);
  });

  it('flags a full tie for the GM, who breaks it with an explicit order', () => {
    let state = run(
      null,
      { type: 'start', combatants: [mara, jun] },
      { type: 'add', combatant: guard },
      init('mara', 2, 5),
      init('jun', 2, 5),
      init('guard', 3, 5),
    );
    expect(combatOrder(state)).toEqual([
      { id: 'guard', position: 1, tiedWith: [] },
      { id: 'mara', position: 2, tiedWith: ['jun'] },
      { id: 'jun', position: 3, tiedWith: ['mara'] },
    ]);
    state = run(state, { type: 'break_tie', order: ['jun', 'mara'] });
    expect(combatOrder(state)).toEqual([
      { id: 'guard', position: 1, tiedWith: [] },
      { id: 'jun', position: 2, tiedWith: [] },
      { id: 'mara', position: 3, tiedWith: [] },
    ]);
  });

  it('refuses a tie break that is not exactly one tie', () => {
    const state = run(
      null,
      { type: 'start', combatants: [mara, jun] },
      { type: 'add', combatant: guard },
      init('mara', 2, 5),
      init('jun', 2, 5),
      init('guard', 3, 5),
    );
    expect(refusal(state, { type: 'break_tie', order: ['guard', 'mara'] })).toBe('not_a_tie');
    expect(refusal(state, { type: 'break_tie', order: ['jun'] })).toBe('not_a_tie');
    expect(refusal(state, { type: 'break_tie', order: ['guard'] })).toBe('not_a_tie');
  });

  it('flags the tie again when a newcomer joins it', () => {
    let state = run(null, { type: 'start', combatants: [mara, jun] }, init('mara', 2, 5), init('jun', 2, 5), {
      type: 'break_tie',
      order: ['jun', 'mara'],
    });
    state = run(state, { type: 'add', combatant: { ...guard, initiative: { outcome: 2, pool: 5, entered: true } } });
    expect(combatOrder(state).every((slot) => slot.tiedWith.length === 2)).toBe(true);
  });
});

describe('turns and Rounds', () => {
  it('walks the order, spends each Action as its turn passes, and ends the Round after the last', () => {
    let state = roundOne();
    expect(state.turn).toBe('mara');
    state = run(state, { type: 'next_turn' });
    expect(state.turn).toBe('guard');
    expect(who(state, 'mara').actionSpent).toBe(true);
    state = run(state, { type: 'next_turn' }, { type: 'next_turn' });
    expect(state.turn).toBeNull();
    expect(refusal(state, { type: 'next_turn' })).toBe('round_over');
    state = run(state, { type: 'next_round' });
    expect(state).toMatchObject({ round: 2, turn: 'mara' });
    expect(state.combatants.every((c) => !c.actionSpent && !c.exertedThisRound && c.reactionsThisRound === 0)).toBe(
      true,
    );
  });

  it('does not walk turns during the Initiative phase', () => {
    const state = run(null, { type: 'start', combatants: [mara] });
    expect(refusal(state, { type: 'next_turn' })).toBe('rounds_not_started');
    expect(refusal(state, { type: 'exert', combatantId: 'mara' })).toBe('rounds_not_started');
  });

  it('moves the turn on when the one acting is removed, and leaves the removed out of the order', () => {
    let state = roundOne();
    state = run(state, { type: 'remove', combatantId: 'mara', reason: 'defeated' });
    expect(state.turn).toBe('guard');
    expect(order(state)).toEqual(['guard', 'jun']);
    expect(who(state, 'mara').out).toBe('defeated');
    expect(refusal(state, { type: 'remove', combatantId: 'mara', reason: 'left' })).toBe('combatant_out');
    expect(refusal(state, { type: 'react', combatantId: 'mara', reaction: 'dodge' })).toBe('combatant_out');
  });

  it('ends the fight', () => {
    expect(applyCombatAction(roundOne(), { type: 'end' })).toEqual({ ok: true, value: null });
  });
});

describe('Reactions', () => {
  it('takes the Round’s Action early, so a second Reaction is refused', () => {
    let state = roundOne();
    state = run(state, { type: 'react', combatantId: 'jun', reaction: 'dodge' });
    expect(who(state, 'jun')).toMatchObject({ actionSpent: true, reactionsThisRound: 1 });
    expect(refusal(state, { type: 'react', combatantId: 'jun', reaction: 'defend' })).toBe('action_used_up');
  });

  it('cannot be made by a mob', () => {
    const state = run(roundOne(), { type: 'add', combatant: rats });
    expect(refusal(state, { type: 'react', combatantId: 'rats', reaction: 'dodge' })).toBe('mob_cannot_react');
    expect(refusal(state, { type: 'desperate_defense', combatantId: 'rats', reaction: 'dodge' })).toBe(
      'mob_cannot_react',
    );
  });

  it('gives up a held Action', () => {
    let state = run(roundOne(), { type: 'hold', combatantId: 'mara', trigger: 'the door opens' });
    state = run(state, { type: 'react', combatantId: 'mara', reaction: 'clash' });
    expect(who(state, 'mara').holding).toBeNull();
  });
});

describe('Desperate Defense', () => {
  it('after the Action is gone: exerts and costs −2 dice on the next Action, which pays it off', () => {
    let state = run(roundOne(), { type: 'next_turn' });
    expect(refusal(state, { type: 'react', combatantId: 'mara', reaction: 'dodge' })).toBe('action_used_up');
    state = run(state, { type: 'desperate_defense', combatantId: 'mara', reaction: 'dodge' });
    expect(who(state, 'mara')).toMatchObject({ exertedThisRound: true, desperatePenaltyNextAction: 2 });
    // Round 2: the penalty waits for Mara's Action, then lands on it and is paid.
    state = run(state, { type: 'next_turn' }, { type: 'next_turn' }, { type: 'next_round' });
    expect(who(state, 'mara')).toMatchObject({ desperatePenaltyNextAction: 2, penaltyThisAction: 0 });
    state = run(state, { type: 'next_turn' });
    expect(who(state, 'mara')).toMatchObject({ desperatePenaltyNextAction: 0, penaltyThisAction: 2 });
    state = run(state, { type: 'next_turn' }, { type: 'next_turn' }, { type: 'next_round' });
    expect(who(state, 'mara')).toMatchObject({ desperatePenaltyNextAction: 0, penaltyThisAction: 0 });
  });

  it('needs the Action spent, an exertion still unused, and is never a Clash', () => {
    let state = roundOne();
    expect(refusal(state, { type: 'desperate_defense', combatantId: 'jun', reaction: 'dodge' })).toBe(
      'action_still_available',
    );
    state = run(state, { type: 'react', combatantId: 'jun', reaction: 'dodge' });
    expect(refusal(state, { type: 'desperate_defense', combatantId: 'jun', reaction: 'clash' })).toBe(
      'clash_cannot_be_desperate',
    );
    state = run(state, { type: 'exert', combatantId: 'jun' });
    expect(refusal(state, { type: 'desperate_defense', combatantId: 'jun', reaction: 'defend' })).toBe(
      'already_exerted',
    );
  });

  it('lands its penalty on a Reaction when that is the next Action', () => {
    let state = run(roundOne(), { type: 'next_turn' });
    state = run(state, { type: 'desperate_defense', combatantId: 'mara', reaction: 'defend' }, { type: 'next_round' });
    state = run(state, { type: 'next_turn' });
    expect(who(state, 'mara').penaltyThisAction).toBe(2);
  });
});

describe('exertion', () => {
  it('is allowed once per Round and comes back the next Round', () => {
    let state = run(roundOne(), { type: 'exert', combatantId: 'jun' });
    expect(who(state, 'jun').exertedThisRound).toBe(true);
    expect(refusal(state, { type: 'exert', combatantId: 'jun' })).toBe('already_exerted');
    state = run(state, { type: 'next_round' }, { type: 'exert', combatantId: 'jun' });
    expect(who(state, 'jun').exertedThisRound).toBe(true);
  });
});

describe('held Actions', () => {
  it('are declared on one’s own turn with a trigger, and keep the Action while the turn passes', () => {
    let state = roundOne();
    expect(refusal(state, { type: 'hold', combatantId: 'jun', trigger: 'x' })).toBe('not_your_turn');
    expect(refusal(state, { type: 'hold', combatantId: 'mara', trigger: ' ' })).toBe('hold_trigger_empty');
    state = run(state, { type: 'hold', combatantId: 'mara', trigger: 'the guard draws' });
    expect(who(state, 'mara').holding).toEqual({ trigger: 'the guard draws', since: 1 });
    expect(refusal(state, { type: 'hold', combatantId: 'mara', trigger: 'again' })).toBe('already_holding');
    state = run(state, { type: 'next_turn' });
    expect(who(state, 'mara')).toMatchObject({ actionSpent: false });
    state = run(state, { type: 'act_from_hold', combatantId: 'mara' });
    expect(who(state, 'mara')).toMatchObject({ actionSpent: true, holding: null });
    expect(refusal(state, { type: 'act_from_hold', combatantId: 'mara' })).toBe('not_held');
  });

  it('carry into the next Round, use that Round’s Action, and lapse when the holder’s turn comes again', () => {
    let state = run(roundOne(), { type: 'hold', combatantId: 'mara', trigger: 'someone moves' });
    state = run(state, { type: 'next_turn' }, { type: 'next_turn' }, { type: 'next_turn' }, { type: 'next_round' });
    // Mara acts first in Round 2, so her hold from Round 1 has lapsed as her turn begins.
    expect(who(state, 'mara').holding).toBeNull();

    let other = run(roundOne(), { type: 'next_turn' }, { type: 'next_turn' });
    other = run(other, { type: 'hold', combatantId: 'jun', trigger: 'the lights go out' }, { type: 'next_turn' });
    other = run(other, { type: 'next_round' });
    expect(who(other, 'jun').holding).toEqual({ trigger: 'the lights go out', since: 1 });
    other = run(other, { type: 'act_from_hold', combatantId: 'jun' });
    expect(who(other, 'jun')).toMatchObject({ actionSpent: true, holding: null });
  });

  it('cannot be declared before Round 1', () => {
    const state = run(null, { type: 'start', combatants: [mara] }, init('mara', 1, 4));
    expect(refusal(state, { type: 'hold', combatantId: 'mara', trigger: 'the door opens' })).toBe('rounds_not_started');
  });
});
