import { describe, expect, it } from 'vitest';
import { deriveContractor } from '@harbinger/rules';
import { sheetModel, statusModel } from './model.js';
import { traitsOf } from './pools.js';
import { sheetFixture } from './test-fixture.js';

describe('sheetModel', () => {
  it('shows the view’s derived numbers with their explanations (unhurt Mara: Body 7, Mind 6)', () => {
    const facts = sheetFixture();
    const sheet = sheetModel(facts);
    expect(sheet.stats.body).toEqual({ value: '7', explain: 'Body 7 = 5 + ceil(Brawn 3 / 2)' });
    expect(sheet.stats.mind).toEqual({ value: '6', explain: 'Mind 6 = Intellect 3 + Charisma 2 + 1' });
    expect(sheet.stats.penalty.value).toBe('0');
    expect(sheet.stats.exp.value).toBe('10');
    expect(sheet.concept).toContain('Mara Quill');
    expect(sheet.stats.sprint.value).toBe('Brawn + Athletics');
    expect(sheet.stats.sprint.explain).toContain('roll Brawn + Athletics and cover 5 × (Outcome');
    expect(sheet.concept).toBe('Mara Quill, a night-shift nurse and bone reader, wants to bring her brother back.');
    expect(sheet.state).toEqual({ id: 'ok', label: 'Able to act' });
    expect(sheet.tracks.body.boxes).toHaveLength(7);
  });

  it('every number follows the Injuries (Severity 4 + 2: Body left 2, Penalty 3)', () => {
    const facts = sheetFixture({ severities: [4, 2], weapons: ['handgun'] });
    const sheet = sheetModel(facts);
    expect(sheet.stats.bodyLeft.value).toBe(String(facts.derived.bodyRemaining));
    expect(facts.derived.bodyRemaining).toBe(2);
    expect(sheet.stats.penalty.value).toBe(String(facts.derived.penalty));
    expect(sheet.tracks.body.filled).toBe(5);
    const dodge = sheet.quick.dodge.dice;
    expect(dodge).toBe(Math.max(2, 5 - facts.derived.penalty));
    expect(sheet.attributes.find((a) => a.id === 'dexterity')?.pool?.dice).toBe(Math.max(2, 3 - facts.derived.penalty));
    expect(sheet.injuries).toHaveLength(2);
  });

  it('lists Abilities with their usual pools and Secondary Abilities by name', () => {
    const sheet = sheetModel(sheetFixture());
    expect(sheet.abilities).toHaveLength(19);
    expect(sheet.abilities.find((a) => a.id === 'athletics')).toMatchObject({
      rating: 2,
      explain: 'Athletics 2: 4 Exp above 0',
    });
    expect(sheet.abilities.find((a) => a.id === 'occult')?.explain).toContain('no rank');
    expect(sheet.secondaries).toEqual([
      expect.objectContaining({
        id: 'Lock Picking',
        rating: 2,
        pool: expect.objectContaining({ key: 'secondary:Lock Picking' }),
      }),
    ]);
    expect(sheet.attributes[0]).toMatchObject({
      id: 'brawn',
      rating: 3,
      explain: 'Brawn 3: 15 Exp above the starting 1',
    });
    expect(sheet.body?.dice).toBe(7);
  });

  it('leaves the Abilities without a rank out of the Status tab until asked, but counts them', () => {
    const facts = sheetFixture();
    const folded = statusModel(facts);
    const all = statusModel(facts, { unranked: true });
    expect(folded.abilities.every((a) => a.rating > 0)).toBe(true);
    expect(folded.abilities).toEqual(all.abilities.filter((a) => a.rating > 0));
    expect(folded.unranked).toBe(all.abilities.length - folded.abilities.length);
    expect(folded.unranked).toBeGreaterThan(0);
  });
});

describe('Battle Scars on the Status tab', () => {
  it('says why movement, dash, sprint and the Penalty changed', () => {
    const base = sheetFixture();
    const derived = deriveContractor({
      traits: traitsOf(base),
      victories: 0,
      injuries: [],
      mindDamage: 0,
      battleScars: [{ stockId: 'missing_leg' }, { stockId: 'chronic_pain' }],
      traumas: 0,
    });
    expect(derived.penalty).toBe(1);
    const model = statusModel({ ...base, derived });
    expect(model.stats.freeMovement.explain).toContain('quartered by Missing Leg');
    expect(model.stats.dash).toEqual({ value: 'Not possible', explain: 'No dashing: Missing Leg rules it out' });
    expect(model.stats.sprint.value).toBe('Not possible');
    expect(model.quick.sprint.forbidden).toBe('Missing Leg: no sprinting');
    expect(model.stats.penalty.explain).toContain('raised to 1 by Chronic Pain');
  });

  it('offers Will to Survive with what "this Contract" means', () => {
    const base = sheetFixture();
    const open = statusModel(base, {
      willToSurvive: { contract: { id: 'x', title: 'The Heist' }, since: null, usedAt: null },
    });
    expect(open.willToSurvive).toMatchObject({
      available: true,
      window: 'Will to Survive is available: once in this Contract (The Heist).',
    });
    const used = statusModel(base, { willToSurvive: { contract: null, since: new Date(), usedAt: new Date() } });
    expect(used.willToSurvive?.available).toBe(false);
    expect(used.willToSurvive?.window).toContain('from the end of the last finished one');
    expect(statusModel(base).willToSurvive).toBeUndefined();
  });
});
