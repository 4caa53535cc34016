import { describe, expect, it } from 'vitest';
import { emptyCreationValues } from './form-values.js';
import { creationPreview, mindPenaltyNote, pickConflicts } from './preview.js';

describe('creationPreview', () => {
  it('starts a new Contractor with all 150 Exp and the baseline Body and Mind', () => {
    const preview = creationPreview(emptyCreationValues());
    expect(preview.traitsCost).toBe(0);
    expect(preview.expLeft).toBe(150);
    expect(preview.derived).toMatchObject({ body: 6, mind: 3 });
    expect(preview.warnings).toEqual([]);
  });

  it('counts ratings, Assets and Liabilities against the 150', () => {
    const values = emptyCreationValues();
    values.attributes.brawn = 3; // 5 + 10
    values.abilities.medicine = 3; // 2 + 2 + 4
    values.secondary[0] = { name: 'Hospice care', rating: 2 }; // 2 + 2
    values.assets = ['rich']; // 5
    values.liabilities = ['one_eye']; // +4
    const preview = creationPreview(values);
    expect(preview.traitsCost).toBe(15 + 8 + 4);
    expect(preview.assetsCost).toBe(5);
    expect(preview.liabilitiesCredit).toBe(4);
    expect(preview.expLeft).toBe(150 - 27 - 5 + 4);
    expect(preview.derived?.body).toBe(7); // 5 + ceil(3 / 2)
  });

  it('warns (without refusing) about overspent Exp and restricted Assets', () => {
    const values = emptyCreationValues();
    for (const id of ['brawn', 'dexterity', 'perception', 'charisma', 'intellect'] as const) values.attributes[id] = 5; // 50 each
    values.assets = ['gifted'];
    const preview = creationPreview(values);
    expect(preview.expLeft).toBe(150 - 250 - 6);
    expect(preview.giftCredits).toBe(1);
    expect(preview.warnings.map((w) => w.code)).toEqual(['restricted_asset', 'exp_overspent']);
    expect(preview.warnings[1]?.message).toContain('106 Exp over');
    expect(preview.warnings[0]?.message).toContain('Gifted');
  });

  it('names out-of-range ratings by field and holds back the totals until they are fixed', () => {
    const values = emptyCreationValues();
    values.attributes.brawn = 7;
    values.abilities.stealth = 9;
    values.abilities.drive = null; // blank: an Ability the sheet leaves empty, not a problem
    values.secondary[1] = { name: 'Medicine', rating: 2 };
    const preview = creationPreview(values);
    expect(preview.expLeft).toBeNull();
    expect(preview.derived).toBeNull();
    expect(preview.ratingProblems['attributes.brawn']).toBe('Attributes go from 1 to 5.');
    expect(preview.ratingProblems['abilities.stealth']).toBe('Abilities go from 0 to 5.');
    expect(preview.ratingProblems).not.toHaveProperty('abilities.drive');
    expect(preview.ratingProblems['secondary.1.rating']).toContain('already a Primary Ability');
  });

  it('refuses a sixth rank for a new Contractor', () => {
    const values = emptyCreationValues();
    values.abilities.firearms = 6;
    expect(creationPreview(values).ratingProblems['abilities.firearms']).toContain('Seasoned');
  });

  it('ignores ids that are not in the catalog (the platform names them on submit)', () => {
    const values = emptyCreationValues();
    values.assets = ['no_such_asset'];
    expect(creationPreview(values).assetsCost).toBe(0);
  });

  it("notes a Limit in the player's own words, which needs approval", () => {
    const values = emptyCreationValues();
    values.limits[1] = { choice: 'custom', custom: 'Losing my music' };
    expect(creationPreview(values).warnings).toEqual([
      { code: 'custom_limit', message: "Your own Limit “Losing my music” needs your Playgroup Leader's approval." },
    ]);
  });

  it('says nothing about Limits that are not valid yet (the platform names those on submit)', () => {
    const values = emptyCreationValues();
    values.limits[1] = { choice: 'custom', custom: 'x' };
    expect(creationPreview(values).warnings).toEqual([]);
  });
});

describe('contradictory picks and the Penalty of a low Mind', () => {
  it('files each forbidden pair under both picks before submit', () => {
    const conflicts = pickConflicts({ assets: ['rich'], liabilities: ['destitute', 'bad_leg', 'missing_leg'] });
    expect(conflicts.messages).toEqual([
      'Rich and Destitute cannot both be taken: they contradict each other. Keep one.',
      'Bad Leg and Missing Leg cannot both be taken: one already covers the other. Keep one.',
    ]);
    expect(conflicts.assets.rich).toContain('Destitute');
    expect(conflicts.liabilities.destitute).toContain('Rich');
    expect(conflicts.liabilities.missing_leg).toContain('Bad Leg');
  });

  it('explains Penalty 2 from Mind 3, and says nothing from Mind 6 up', () => {
    expect(mindPenaltyNote(3)).toMatch(/^Penalty 2 comes from Mind 3/);
    expect(mindPenaltyNote(5)).toMatch(/^Penalty 1 comes from Mind 5/);
    expect(mindPenaltyNote(6)).toBeNull();
    expect(creationPreview(emptyCreationValues()).penaltyNote).toMatch(/^Penalty 2 comes from Mind 3/);
  });
});
