import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { contractAttendances, contracts, playgroups } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addBattleScar } from './scars.js';
import { addInjury } from './injuries.js';
import { setMindDamage } from './mind.js';
import { getWillToSurviveStatus } from './will-to-survive.js';

describe.each(backends)('Will to Survive and scar effects on the sheet ($name)', (backend) => {
  const t = useTestPlatform(backend);
  let ada: NonNullable<Actor>;
  let id: string;

  async function setup(): Promise<void> {
    ada = await player(t.platform, 'ada');
    id = await contractorFor(t.platform, ada);
  }

  /** A Contract with Ada's Contractor at the table, started (and finished when asked) at the platform's now. */
  async function contractAt(state: 'active' | 'finished'): Promise<string> {
    const now = t.platform.now();
    const [group] = await t.platform.db
      .insert(playgroups)
      .values({ name: 'Crew', inviteToken: `tok-${now.getTime()}-${state}`, createdAt: now, updatedAt: now })
      .returning({ id: playgroups.id });
    const [contract] = await t.platform.db
      .insert(contracts)
      .values({
        playgroupId: group!.id,
        gmId: ada.userId,
        title: state === 'active' ? 'The Heist' : 'Old Job',
        startsAt: now,
        state,
        startedAt: now,
        finishedAt: state === 'finished' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contracts.id });
    await t.platform.db
      .insert(contractAttendances)
      .values({ contractId: contract!.id, userId: ada.userId, contractorId: id, createdAt: now });
    return contract!.id;
  }

  it('reduces a 10 to 6 in one transaction: +1 Mind damage, a permanent Major scar and the Injury’s own Severe scar', async () => {
    await setup();
    const before = expectOk(await getWillToSurviveStatus(t.platform, ada, id));
    expect(before).toEqual({ contract: null, since: null, usedAt: null });
    const view = expectOk(
      await addInjury(t.platform, ada, id, { severity: 10, willToSurvive: { scarId: 'limp' }, note: 'shot' }),
    );
    expect(view.injuries).toHaveLength(1);
    expect(view.injuries[0]).toMatchObject({ severity: 6, originalSeverity: 6, scarClass: 'severe' });
    expect(view.mindDamage).toBe(1);
    const will = view.battleScars.find((s) => s.willToSurvive);
    expect(will).toMatchObject({ class: 'major', permanent: true, name: 'Limp', stockId: 'limp' });
    expect(view.battleScars.find((s) => s.injuryId === view.injuries[0]!.id)).toMatchObject({ class: 'severe' });
    // The Limp halves movement straight away.
    expect(view.derived.scars).toMatchObject({ movementMultiplier: 0.5, because: { movement: 'Limp' } });
    const after = expectOk(await getWillToSurviveStatus(t.platform, ada, id));
    expect(after.usedAt).not.toBeNull();
  });

  it('keeps its Mind damage within the Mind rating, as every Mind damage is', async () => {
    await setup();
    const full = expectOk(await setMindDamage(t.platform, ada, id, { mindDamage: 99 }));
    expect(full.mindDamage).toBe(full.derived.mind);
    const view = expectOk(await addInjury(t.platform, ada, id, { severity: 8, willToSurvive: {} }));
    expect(view.injuries[0]!.severity).toBe(4);
    expect(view.mindDamage).toBe(full.derived.mind);
  });

  it('the player picks the reduction; never below 4; not against a fall; Severity 4 has nothing to reduce', async () => {
    await setup();
    const view = expectOk(await addInjury(t.platform, ada, id, { severity: 9, willToSurvive: { reduction: 2 } }));
    expect(view.injuries[0]!.severity).toBe(7);
    id = await contractorFor(t.platform, ada);
    const fall = await addInjury(t.platform, ada, id, { severity: 9, fromFall: true, willToSurvive: {} });
    expect(fall.ok ? null : fall.error).toMatchObject({ code: 'will_to_survive_not_against_falling', status: 422 });
    const low = await addInjury(t.platform, ada, id, { severity: 4, willToSurvive: {} });
    expect(low.ok ? null : low.error).toMatchObject({ code: 'nothing_to_reduce' });
    const tooMuch = await addInjury(t.platform, ada, id, { severity: 6, willToSurvive: { reduction: 3 } });
    expect(tooMuch.ok ? null : tooMuch.error).toMatchObject({ code: 'reduction_out_of_range' });
    const wrongClass = await addInjury(t.platform, ada, id, { severity: 9, willToSurvive: { scarId: 'chronic_pain' } });
    expect(wrongClass.ok ? null : wrongClass.error).toMatchObject({ code: 'scar_class_mismatch' });
    // Nothing was written by the refusals.
    const fine = expectOk(await addInjury(t.platform, ada, id, { severity: 1 }));
    expect(fine.mindDamage).toBe(0);
    expect(fine.battleScars).toEqual([]);
  });

  it('once per Contract: refused again in the running Contract, open again in the next one', async () => {
    await setup();
    await contractAt('finished');
    expectOk(await addInjury(t.platform, ada, id, { severity: 8, willToSurvive: {} }));
    const again = await addInjury(t.platform, ada, id, { severity: 8, willToSurvive: {} });
    expect(again.ok ? null : again.error).toMatchObject({ code: 'will_to_survive_already_used', status: 422 });

    t.clock.advance(60_000);
    const contractId = await contractAt('active');
    const status = expectOk(await getWillToSurviveStatus(t.platform, ada, id));
    expect(status.contract).toEqual({ id: contractId, title: 'The Heist' });
    expect(status.usedAt).toBeNull();
    t.clock.advance(60_000);
    const used = expectOk(await addInjury(t.platform, ada, id, { severity: 7, willToSurvive: {} }));
    expect(used.mindDamage).toBe(2);
    expect(used.battleScars.filter((s) => s.willToSurvive)).toHaveLength(2);
    const twice = await addInjury(t.platform, ada, id, { severity: 7, willToSurvive: {} });
    expect(twice.ok ? null : twice.error).toMatchObject({ code: 'will_to_survive_already_used' });
  });

  it('stock and custom scar effects reach the derived numbers the API hands out', async () => {
    await setup();
    const plain = expectOk(await addInjury(t.platform, ada, id, { severity: 1 }));
    const pain = expectOk(await addBattleScar(t.platform, ada, id, { stockId: 'chronic_pain' }));
    expect(pain.derived.penalty).toBeGreaterThanOrEqual(1);
    const leg = expectOk(await addBattleScar(t.platform, ada, id, { stockId: 'missing_leg' }));
    expect(leg.derived.dashMaxFeet).toBe(0);
    expect(leg.derived.scars).toMatchObject({ sprintAllowed: false, dashAllowed: false });
    expect(leg.derived.freeMovementFeet).toBeLessThanOrEqual(plain.derived.freeMovementFeet);
    const custom = expectOk(
      await addBattleScar(t.platform, ada, id, {
        custom: { name: 'Shattered knee', scarClass: 'severe', effects: { penalty: 4 } },
      }),
    );
    expect(custom.derived.scars.penalty).toBe(4);
    expect(custom.battleScars.at(-1)).toMatchObject({ name: 'Shattered knee', effects: { penalty: 4 } });
    // Body 7 less Severity 1 leaves 6 (no wound penalty): the scar's 4 stands in for it, it does not add.
    expect(custom.derived.penalty).toBe(4 + plain.derived.penalty);
  });
});
