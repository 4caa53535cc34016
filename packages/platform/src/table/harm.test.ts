import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { loadSheet } from '../contractors/sheet.js';
import { openTable, runningContract, type Table } from '../contracts/fixtures.js';
import { tableEvents } from '../db/schema.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { resolveTableAttack } from './attack.js';
import { advanceTableClock, getTableClock } from './clock.js';
import { stabilizeAtTable } from './stabilize.js';
import { acceptWillToSurvive, declineWillToSurvive } from './will-to-survive-offer.js';

describe.each(backends)('the table’s harm: attacks, Will to Survive, the clock, Stabilization ($name)', (backend) => {
  const t = useTestPlatform(backend);

  type Seat = Awaited<ReturnType<Table['seat']>>;
  async function setup(): Promise<{ table: Table; ada: Seat; bo: Seat; contractId: string }> {
    const table = await openTable(t.platform);
    const ada = await table.seat('ada', { name: 'Ada' });
    const bo = await table.seat('bob', { name: 'Bo' });
    const contractId = await runningContract(table, [ada, bo]);
    return { table, ada, bo, contractId };
  }

  async function events(contractId: string) {
    return t.platform.db
      .select()
      .from(tableEvents)
      .where(eq(tableEvents.contractId, contractId))
      .orderBy(asc(tableEvents.id));
  }

  /** A guard with an entered Outcome shooting a seated Contractor who does not react. */
  const guardShoots = (contractorId: string, outcome: number) => ({
    weaponId: 'handgun',
    attacker: { kind: 'npc', name: 'Guard', outcome },
    targets: [{ kind: 'contractor', contractorId }],
  });

  it('a GM’s attack lands the Injury on the player’s sheet and offers Will to Survive', async () => {
    const { table, ada, contractId } = await setup();
    const result = expectOk(
      await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 5)),
    );
    expect(result.attacks).toHaveLength(1);
    expect(result.attacks[0]).toMatchObject({
      attackerName: 'Guard',
      targetName: 'Ada',
      contestedOutcome: 5,
      damage: 7,
      severity: 7,
      notes: ['contested', 'weapon_damage'],
    });
    expect(result.attacks[0]!.summary).toContain('Severity 7');
    const injury = result.injuries[0]!;
    expect(injury).toMatchObject({
      contractorId: ada.contractorId,
      ownerId: ada.player.userId,
      severity: 7,
      willToSurvive: { offered: true, maxReduction: 3 },
    });
    const sheet = (await loadSheet(t.platform.db, ada.contractorId))!;
    expect(sheet.injuries.map((i) => [i.id, i.severity])).toEqual([[injury.injuryId, 7]]);
    expect(sheet.battleScars.map((s) => s.scarClass)).toEqual(['extreme']);
    expect(sheet.contractor.version).toBeGreaterThan(1);
    const log = await events(contractId);
    expect(log.map((e) => e.kind)).toEqual(['attack', 'injury', 'sheet']);
    expect(log.every((e) => e.visibility === 'public')).toBe(true);
    expect(log[2]!.payload).toEqual({ contractorId: ada.contractorId });
  });

  it('refuses the attack helper to a player, and an attack on someone not seated', async () => {
    const { table, ada, bo, contractId } = await setup();
    const refused = await resolveTableAttack(t.platform, ada.player, contractId, guardShoots(bo.contractorId, 3));
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'gm_only', status: 403 });
    const stranger = await table.seat('cyd');
    const notSeated = await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(stranger.contractorId, 3));
    expect(notSeated.ok ? null : notSeated.error).toMatchObject({ code: 'not_seated', status: 422 });
    expect(await events(contractId)).toEqual([]);
  });

  it('rolls a seated attacker’s pool and the target’s Dodge from the sheets, each as a roll event', async () => {
    const { table, ada, bo, contractId } = await setup();
    const result = expectOk(
      await resolveTableAttack(t.platform, table.gm, contractId, {
        weaponId: 'knife',
        attacker: { kind: 'contractor', contractorId: ada.contractorId },
        targets: [{ kind: 'contractor', contractorId: bo.contractorId, reaction: { with: 'dodge' } }],
      }),
    );
    const log = await events(contractId);
    const rolls = log.filter((e) => e.kind === 'roll');
    expect(rolls.map((e) => e.payload.purpose)).toEqual(['attack', 'defense']);
    expect(rolls.map((e) => e.payload.rollerName)).toEqual(['Ada', 'Bo']);
    expect(result.attacks[0]!.rollEventIds).toEqual(rolls.map((e) => e.id));
    expect(result.attacks[0]!.attackOutcome).toBe(rolls[0]!.payload.outcome);
    expect(result.attacks[0]!.defenseOutcome).toBe(rolls[1]!.payload.outcome);
  });

  it('scores physical dice entered for a seated attacker, and refuses the wrong number of them', async () => {
    const { table, ada, bo, contractId } = await setup();
    const attack = (faces: number[]) => ({
      weaponId: 'knife',
      attacker: { kind: 'contractor', contractorId: ada.contractorId, faces },
      targets: [{ kind: 'contractor', contractorId: bo.contractorId }],
    });
    const wrong = await resolveTableAttack(t.platform, table.gm, contractId, attack([7]));
    expect(wrong.ok ? null : wrong.error).toMatchObject({ code: 'dice_count_mismatch', status: 422, field: 'faces' });
    // Brawn 3 with no rank in Melee (+1 Difficulty: 7), less the Penalty 1 of a Mind of 4: two dice.
    const scored = expectOk(await resolveTableAttack(t.platform, table.gm, contractId, attack([10, 7])));
    expect(scored.attacks[0]).toMatchObject({ attackOutcome: 3, damage: 4, severity: 4 });
    const roll = (await events(contractId)).find((e) => e.kind === 'roll')!;
    expect(roll.payload).toMatchObject({ entered: true, faces: [10, 7], outcome: 3, difficulty: 7, purpose: 'attack' });
  });

  it('splits one roll between two targets and works each out alone', async () => {
    const { table, ada, contractId } = await setup();
    const result = expectOk(
      await resolveTableAttack(t.platform, table.gm, contractId, {
        weaponId: 'shotgun',
        attacker: { kind: 'npc', name: 'Thug', outcome: 5 },
        targets: [
          { kind: 'contractor', contractorId: ada.contractorId, armor: 'layered' },
          { kind: 'npc', name: 'Decoy', defenseOutcome: 3 },
        ],
      }),
    );
    // Shares 3 and 2; the shotgun's 3 halves to 2.
    expect(result.attacks.map((a) => [a.targetName, a.attackOutcome, a.damage])).toEqual([
      ['Ada', 3, 4],
      ['Decoy', 2, 0],
    ]);
    expect(result.injuries.map((i) => i.severity)).toEqual([4]);
  });

  it('accepting Will to Survive reduces the Injury, adds 1 Mind damage and a permanent Major scar', async () => {
    const { table, ada, bo, contractId } = await setup();
    const hit = expectOk(await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 5)));
    const injuryId = hit.injuries[0]!.injuryId;
    const other = await acceptWillToSurvive(t.platform, bo.player, contractId, { injuryId });
    expect(other.ok ? null : other.error).toMatchObject({ code: 'forbidden', status: 403 });
    const gm = await acceptWillToSurvive(t.platform, table.gm, contractId, { injuryId });
    expect(gm.ok ? null : gm.error).toMatchObject({ code: 'forbidden' });

    const used = expectOk(await acceptWillToSurvive(t.platform, ada.player, contractId, { injuryId, reduction: 2 }));
    expect(used).toMatchObject({ accepted: true, fromSeverity: 7, toSeverity: 5, reducedBy: 2, mindDamageAdded: 1 });
    const sheet = (await loadSheet(t.platform.db, ada.contractorId))!;
    expect(sheet.injuries[0]).toMatchObject({ id: injuryId, severity: 5, originalSeverity: 5, scarClass: 'major' });
    expect(sheet.contractor.mindDamage).toBe(1);
    const scars = sheet.battleScars.map((s) => ({ cls: s.scarClass, permanent: s.permanent, will: s.willToSurvive }));
    expect(scars).toEqual(
      expect.arrayContaining([
        { cls: 'major', permanent: false, will: false },
        { cls: 'major', permanent: true, will: true },
      ]),
    );
    const log = await events(contractId);
    expect(log.slice(-2).map((e) => e.kind)).toEqual(['will_to_survive', 'sheet']);

    const twice = await acceptWillToSurvive(t.platform, ada.player, contractId, { injuryId });
    expect(twice.ok ? null : twice.error).toMatchObject({ code: 'offer_closed', status: 409 });
  });

  it('refuses Will to Survive once it was used this Contract, and the next Injury comes without the offer', async () => {
    const { table, ada, contractId } = await setup();
    const first = expectOk(
      await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 4)),
    );
    const second = expectOk(
      await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 4)),
    );
    expectOk(await acceptWillToSurvive(t.platform, ada.player, contractId, { injuryId: first.injuries[0]!.injuryId }));
    const refused = await acceptWillToSurvive(t.platform, ada.player, contractId, {
      injuryId: second.injuries[0]!.injuryId,
    });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'will_to_survive_already_used', status: 422 });
    const third = expectOk(
      await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 4)),
    );
    expect(third.injuries[0]!.willToSurvive).toEqual({ offered: false, reason: 'already_used', maxReduction: 0 });
    const low = expectOk(await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 1)));
    expect(low.injuries[0]!.willToSurvive).toMatchObject({ offered: false, reason: 'severity_below_5' });
  });

  it('declining keeps the Injury as dealt and closes the offer', async () => {
    const { table, ada, contractId } = await setup();
    const hit = expectOk(await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 4)));
    const injuryId = hit.injuries[0]!.injuryId;
    expect(expectOk(await declineWillToSurvive(t.platform, ada.player, contractId, { injuryId }))).toMatchObject({
      accepted: false,
      toSeverity: 6,
    });
    const late = await acceptWillToSurvive(t.platform, ada.player, contractId, { injuryId });
    expect(late.ok ? null : late.error).toMatchObject({ code: 'offer_closed' });
  });

  it('the clock warns before, then worsens an unstabilized Severity 4 after 30 minutes, never a stabilized one', async () => {
    const { table, ada, bo, contractId } = await setup();
    const a = expectOk(await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 2)));
    const b = expectOk(await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(bo.contractorId, 2)));
    const adaInjury = a.injuries[0]!.injuryId;
    const boInjury = b.injuries[0]!.injuryId;
    expect([a.injuries[0]!.severity, b.injuries[0]!.severity]).toEqual([4, 4]);

    // Bo's player patches Bo up: Outcome 3 at Difficulty 4 stabilizes it.
    const patched = expectOk(
      await stabilizeAtTable(t.platform, bo.player, contractId, { injuryId: boInjury, kind: 'proper', outcome: 3 }),
    );
    expect(patched).toMatchObject({ stabilized: true, difficulty: 4, severityAfter: 4, helperName: 'Bo' });

    const refused = await advanceTableClock(t.platform, ada.player, contractId, { minutes: 30 });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'gm_only' });

    const early = expectOk(await advanceTableClock(t.platform, table.gm, contractId, { minutes: 20 }));
    expect(early.degradations).toEqual([]);
    expect(early.clock.minutes).toBe(20);
    const watchA = early.clock.tracked.find((e) => e.injuryId === adaInjury);
    expect(watchA).toMatchObject({ severity: 4, nextWorsensAtMinute: 30, warning: true, contractorName: 'Ada' });
    expect(early.clock.tracked.find((e) => e.injuryId === boInjury)).toMatchObject({
      stabilized: true,
      nextWorsensAtMinute: null,
      warning: false,
    });
    const clockEvent = (await events(contractId)).at(-1)!;
    expect(clockEvent.kind).toBe('clock');
    expect(clockEvent.payload).toMatchObject({
      minutes: 20,
      warnings: [{ injuryId: adaInjury, contractorName: 'Ada', worsensAtMinute: 30, toSeverity: 5 }],
    });

    const late = expectOk(await advanceTableClock(t.platform, table.gm, contractId, { minutes: 10 }));
    expect(late.degradations).toMatchObject([{ injuryId: adaInjury, fromSeverity: 4, toSeverity: 5, atMinutes: [30] }]);
    expect((await loadSheet(t.platform.db, ada.contractorId))!.injuries[0]!.severity).toBe(5);
    expect((await loadSheet(t.platform.db, bo.contractorId))!.injuries[0]!.severity).toBe(4);
    const kinds = (await events(contractId)).slice(-3).map((e) => e.kind);
    expect(kinds).toEqual(['degradation', 'sheet', 'clock']);
    const seen = expectOk(await getTableClock(t.platform, bo.player, contractId));
    expect(seen.minutes).toBe(30);
    expect(seen.tracked.find((e) => e.injuryId === adaInjury)).toMatchObject({ severity: 5, nextWorsensAtMinute: 60 });
  });

  it('watches from minute 0 the Injuries the attendees brought to the table', async () => {
    const table = await openTable(t.platform);
    const ada = await table.seat('ada', { name: 'Ada' });
    expectOk(await addInjury(t.platform, ada.player, ada.contractorId, { severity: 5 }));
    expectOk(await addInjury(t.platform, ada.player, ada.contractorId, { severity: 3 }));
    const contractId = await runningContract(table, [ada]);
    const moved = expectOk(await advanceTableClock(t.platform, table.gm, contractId, { minutes: 65 }));
    expect(moved.degradations).toMatchObject([{ fromSeverity: 5, toSeverity: 7, atMinutes: [30, 60] }]);
    expect(moved.clock.tracked).toHaveLength(1);
    const severities = (await loadSheet(t.platform.db, ada.contractorId))!.injuries.map((i) => i.severity).sort();
    expect(severities).toEqual([3, 7]);
  });

  it('a helper’s Stabilization rolls the helper’s Intellect + Medicine; only the GM or the helper’s player may roll', async () => {
    const { table, ada, bo, contractId } = await setup();
    const hit = expectOk(await resolveTableAttack(t.platform, table.gm, contractId, guardShoots(ada.contractorId, 3)));
    const injuryId = hit.injuries[0]!.injuryId;
    const notYours = await stabilizeAtTable(t.platform, ada.player, contractId, {
      injuryId,
      kind: 'proper',
      helperContractorId: bo.contractorId,
    });
    expect(notYours.ok ? null : notYours.error).toMatchObject({ code: 'forbidden', status: 403 });
    const done = expectOk(
      await stabilizeAtTable(t.platform, table.gm, contractId, {
        injuryId,
        kind: 'proper',
        helperContractorId: bo.contractorId,
      }),
    );
    const roll = (await events(contractId)).find((e) => e.kind === 'roll')!;
    expect(roll.payload).toMatchObject({ purpose: 'stabilization', rollerName: 'Bo', outcome: done.outcome });
    // Bo's Intellect 2 + Medicine 1 at Difficulty 5 (the Injury's Severity), less the Penalty 1 of a Mind of 4.
    expect(roll.payload).toMatchObject({ dice: 2, difficulty: 5 });
    expect(roll.payload.description).toContain('3 dice at Difficulty 5, Penalty 1');
    expect(done.helperName).toBe('Bo');
  });
});
