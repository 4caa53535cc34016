import { deriveContractor, resolveStabilization } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury, updateInjury } from './injuries.js';
import { getContractor } from './read.js';
import { listRolls } from './rolls.js';
import type { ContractorView } from './views.js';

const HALF_HOUR = 30 * 60_000;

describe.each(backends)('Injuries ($name)', (backend) => {
  const t = useTestPlatform(backend);
  let ada: NonNullable<Actor>;
  let id: string;

  async function setup(): Promise<void> {
    ada = await player(t.platform, 'ada');
    id = await contractorFor(t.platform, ada);
  }
  async function injure(severity: number, extra: Record<string, unknown> = {}): Promise<ContractorView> {
    return expectOk(await addInjury(t.platform, ada, id, { severity, ...extra }));
  }
  async function act(view: ContractorView, input: Record<string, unknown>, index = 0): Promise<ContractorView> {
    return expectOk(await updateInjury(t.platform, ada, id, view.injuries[index]!.id, input));
  }

  it('adds an Injury and the Penalty and Body left follow the rules', async () => {
    await setup();
    const view = await injure(2);
    const expected = deriveContractor({
      traits: {
        attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
        abilities: { athletics: 2, medicine: 1 },
      },
      victories: 0,
      injuries: [{ severity: 2 }],
      mindDamage: 0,
      battleScars: 0,
      traumas: 0,
    });
    expect(view.derived).toEqual(expected);
    // Body 7 less 2 leaves 5 (Penalty 1); Mind 4 also costs 1.
    expect(view.derived.penalty).toBe(2);
    expect(view.injuries[0]).toMatchObject({ severity: 2, originalSeverity: 2, scarClass: null, stabilized: false });
    expect(view.injuries[0]!.degradesAt).toBeUndefined();
    expect(view.battleScars).toEqual([]);
    expect(view.version).toBe(2);
  });

  it('leaves a Battle Scar to pick for Severity 4+, and shows when the Injury next worsens', async () => {
    await setup();
    const view = await injure(5);
    const injury = view.injuries[0]!;
    expect(injury).toMatchObject({ scarClass: 'major', battleScarId: view.battleScars[0]!.id });
    expect(injury.degradesAt!.getTime() - injury.receivedAt.getTime()).toBe(HALF_HOUR);
    expect(view.battleScars[0]).toMatchObject({
      class: 'major',
      chosen: false,
      permanent: false,
      injuryId: injury.id,
      name: 'Major Battle Scar (not picked yet)',
    });
    const picked = await act(view, { action: 'choose_scar', scarId: 'limp' });
    expect(picked.battleScars[0]).toMatchObject({ stockId: 'limp', name: 'Limp', chosen: true });
    expect(picked.injuries[0]!.scarId).toBe('limp');
    const custom = await act(picked, { action: 'choose_scar', customName: 'Crooked jaw' });
    expect(custom.battleScars[0]).toMatchObject({ name: 'Crooked jaw', chosen: true });
    expect(custom.battleScars[0]!.stockId).toBeUndefined();
  });

  it('refuses a stock scar of the wrong class, or any scar for a light Injury', async () => {
    await setup();
    expect(await addInjury(t.platform, ada, id, { severity: 5, scarId: 'tinnitus' })).toMatchObject({
      ok: false,
      error: { code: 'scar_class_mismatch', status: 422, field: 'scarId' },
    });
    // Issue 12: "a Extreme Battle Scar"; the article follows the class name.
    expect(await addInjury(t.platform, ada, id, { severity: 7, scarId: 'tinnitus' })).toMatchObject({
      ok: false,
      error: { message: 'Tinnitus is a Minor scar; this Injury leaves an Extreme one.' },
    });
    expect(await addInjury(t.platform, ada, id, { severity: 3, scarId: 'tinnitus' })).toMatchObject({
      ok: false,
      error: { code: 'no_scar_for_severity', status: 422 },
    });
    const light = await injure(2);
    expect(
      await updateInjury(t.platform, ada, id, light.injuries[0]!.id, { action: 'choose_scar', scarId: 'tinnitus' }),
    ).toMatchObject({ ok: false, error: { code: 'no_scar_for_severity' } });
    const heavy = await injure(4, { scarId: 'tinnitus' });
    expect(heavy.battleScars[0]).toMatchObject({ stockId: 'tinnitus', chosen: true });
    expect(
      await updateInjury(t.platform, ada, id, heavy.injuries[1]!.id, { action: 'choose_scar', scarId: 'limp' }),
    ).toMatchObject({ ok: false, error: { code: 'scar_class_mismatch' } });
    expect(await updateInjury(t.platform, ada, id, heavy.injuries[1]!.id, { action: 'choose_scar' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', status: 400 },
    });
  });

  it('worsening adds Severity, keeps the scar class and restarts the degradation clock', async () => {
    await setup();
    const view = await injure(4);
    t.clock.advance(HALF_HOUR);
    const worse = await act(view, { action: 'worsen' });
    expect(worse.injuries[0]).toMatchObject({ severity: 5, originalSeverity: 4, scarClass: 'minor' });
    expect(worse.battleScars[0]!.class).toBe('minor');
    expect(worse.injuries[0]!.degradesAt!.getTime()).toBe(t.clock.now().getTime() + HALF_HOUR);
    expect((await act(worse, { action: 'worsen', by: 2 })).injuries[0]!.severity).toBe(7);
  });

  it('a complete proper Stabilization heals clean: the scar fades when the Injury closes', async () => {
    await setup();
    const view = await injure(5);
    const stable = await act(view, { action: 'stabilize', kind: 'proper', outcome: 4 });
    expect(stable.injuries[0]).toMatchObject({ stabilized: true, cleanHeal: true, severity: 5 });
    // The answer carries the rules' judgement of the attempt, so no caller has to work it out again.
    expect((stable as ContractorView & { stabilization?: unknown }).stabilization).toMatchObject({
      outcome: 4,
      stabilized: true,
      cleanHeal: true,
    });
    expect(stable.injuries[0]!.degradesAt).toBeUndefined();
    expect(stable.battleScars[0]!.permanent).toBe(false);
    const healed = await act(stable, { action: 'heal', fully: true });
    expect(healed.injuries).toEqual([]);
    expect(healed.battleScars).toEqual([]);
  });

  it('a partial makeshift Stabilization adds 1 Severity and the scar stays for good', async () => {
    await setup();
    const view = await injure(4, { scarId: 'tinnitus' });
    const stable = await act(view, { action: 'stabilize', kind: 'makeshift', outcome: 2 });
    expect(stable.injuries[0]).toMatchObject({ stabilized: true, cleanHeal: false, severity: 5 });
    expect(stable.battleScars[0]!.permanent).toBe(true);
    const healed = await act(stable, { action: 'heal', fully: true });
    expect(healed.injuries).toEqual([]);
    expect(healed.battleScars).toMatchObject([{ stockId: 'tinnitus', permanent: true }]);
    expect(healed.battleScars[0]!.injuryId).toBeUndefined();
  });

  it('a botched makeshift attempt worsens Injury and scar; the stock scar of the old class must be picked again', async () => {
    await setup();
    const view = await injure(4, { scarId: 'tinnitus' });
    const botched = await act(view, { action: 'stabilize', kind: 'makeshift', outcome: -1 });
    expect(botched.injuries[0]).toMatchObject({
      stabilized: false,
      severity: 5,
      failedAttempts: 1,
      scarClass: 'major',
    });
    expect(botched.battleScars[0]).toMatchObject({ class: 'major', chosen: false });
    expect(resolveStabilization({ kind: 'makeshift', severity: 4, outcome: -1 }).scarWorsens).toBe(true);
  });

  it('a botched proper attempt adds 1 Severity and counts as a failure', async () => {
    await setup();
    const view = await injure(4);
    const botched = await act(view, { action: 'stabilize', kind: 'proper', outcome: -2 });
    expect(botched.injuries[0]).toMatchObject({
      stabilized: false,
      severity: 5,
      failedAttempts: 1,
      scarClass: 'minor',
    });
  });

  it('rolls Intellect + Medicine on the server when no Outcome is given, and keeps the roll', async () => {
    await setup();
    const view = await injure(4);
    const after = await act(view, { action: 'stabilize', kind: 'proper' });
    const [roll] = expectOk(await listRolls(t.platform, ada, id, { limit: 5 }));
    expect(roll).toMatchObject({ label: 'Proper Stabilization', expression: 'int+medicine' });
    // Intellect 2 + Medicine 1 at Difficulty 4, with the Penalty (Body 7 - 4 = 3 → 2, Mind 4 → 1) floored at 2 dice.
    expect(roll!.options).toMatchObject({ pool: 3, difficulty: 4, penalty: 3 });
    expect(roll!.dice).toBe(2);
    const expected = resolveStabilization({ kind: 'proper', severity: 4, outcome: roll!.outcome });
    expect(after.injuries[0]).toMatchObject({ stabilized: expected.stabilized, severity: 4 + expected.severityChange });
  });

  it('refuses to stabilize light or already stabilized Injuries', async () => {
    await setup();
    const light = await injure(3);
    expect(
      await updateInjury(t.platform, ada, id, light.injuries[0]!.id, {
        action: 'stabilize',
        kind: 'proper',
        outcome: 5,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_stabilizable', status: 422 },
    });
    const heavy = await injure(4);
    const stable = await act(heavy, { action: 'stabilize', kind: 'proper', outcome: 1 }, 1);
    expect(
      await updateInjury(t.platform, ada, id, stable.injuries[1]!.id, {
        action: 'stabilize',
        kind: 'proper',
        outcome: 5,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'already_stabilized' },
    });
  });

  it('heals 2 Severity per gritty step and closes the Injury at 0', async () => {
    await setup();
    let view = await injure(5);
    view = await act(view, { action: 'heal' });
    expect(view.injuries[0]!.severity).toBe(3);
    view = await act(view, { action: 'heal', steps: 1 });
    expect(view.injuries[0]!.severity).toBe(1);
    view = await act(view, { action: 'heal' });
    expect(view.injuries).toEqual([]);
    // Never stabilized clean: the scar stays.
    expect(view.battleScars).toMatchObject([{ class: 'major', permanent: true }]);
  });

  it('removes an Injury entered by mistake along with its scar', async () => {
    await setup();
    const view = await injure(6);
    const removed = await act(view, { action: 'remove' });
    expect(removed.injuries).toEqual([]);
    expect(removed.battleScars).toEqual([]);
    expect(removed.derived.bodyRemaining).toBe(7);
  });

  it('answers not_found for an Injury that is not on this sheet', async () => {
    await setup();
    const other = await contractorFor(t.platform, ada, { name: 'Other' });
    const elsewhere = expectOk(await addInjury(t.platform, ada, other, { severity: 2 }));
    for (const injuryId of [elsewhere.injuries[0]!.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      expect(await updateInjury(t.platform, ada, id, injuryId, { action: 'worsen' })).toMatchObject({
        ok: false,
        error: { code: 'not_found', status: 404 },
      });
    }
  });

  it('checks the version when one is sent, and refuses bad input', async () => {
    await setup();
    expect(await addInjury(t.platform, ada, id, { version: 7, severity: 2 })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409 },
    });
    expect((await addInjury(t.platform, ada, id, { version: 1, severity: 2 })).ok).toBe(true);
    expect(await addInjury(t.platform, ada, id, { severity: 0 })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'severity' },
    });
    expect(await addInjury(t.platform, ada, id, { severity: 2.5 })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'severity' },
    });
    expect(await updateInjury(t.platform, ada, id, 'x', { action: 'explode' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
    const bob = await player(t.platform, 'bob');
    expect(await addInjury(t.platform, bob, id, { severity: 2 })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(expectOk(await getContractor(t.platform, ada, id)).injuries).toHaveLength(1);
  });
});
