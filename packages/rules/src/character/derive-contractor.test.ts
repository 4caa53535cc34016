import { describe, expect, it } from 'vitest';
import { deriveContractor, type ContractorFacts } from './derive-contractor.js';
import { newContractorTraits } from './traits.js';

const fresh: ContractorFacts = {
  traits: newContractorTraits(),
  victories: 0,
  injuries: [],
  mindDamage: 0,
  battleScars: 0,
  traumas: 0,
};

describe('deriveContractor', () => {
  it('a brand-new Contractor: Body 6, Mind 3 (which alone reads -2), nothing spent', () => {
    expect(deriveContractor(fresh)).toEqual({
      body: 6,
      mind: 3,
      bodyDepletion: 0,
      bodyRemaining: 6,
      mindRemaining: 3,
      penalty: 2,
      state: 'ok',
      status: 'newbie',
      freeMovementFeet: 5,
      dashMaxFeet: 5,
      initiativePool: 2,
      carryPounds: 15,
      liftPounds: 75,
      expCost: 0,
    });
  });

  it('Battle Scars beyond the fourth lower Body; Traumas beyond the fourth lower Mind (6 Mind, 7 Traumas → 3)', () => {
    const traits = {
      ...newContractorTraits(),
      attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 2, intellect: 3 },
    };
    const derived = deriveContractor({ ...fresh, traits, battleScars: 6, traumas: 7 });
    expect(derived.body).toBe(5);
    expect(derived.mind).toBe(3);
  });

  it('Injuries past the Body rating kill; exactly spent incapacitates', () => {
    expect(deriveContractor({ ...fresh, injuries: [{ severity: 6 }] }).state).toBe('incapacitated');
    expect(deriveContractor({ ...fresh, injuries: [{ severity: 6 }, { severity: 1 }] }).state).toBe('dead');
  });

  it('victories set the status and the Penalty shrinks free movement but not below 5 ft', () => {
    const traits = {
      ...newContractorTraits(),
      attributes: { brawn: 2, dexterity: 5, perception: 3, charisma: 3, intellect: 3 },
    };
    const derived = deriveContractor({ ...fresh, traits, victories: 25, injuries: [{ severity: 4 }] });
    expect(derived.status).toBe('veteran');
    expect(derived.penalty).toBe(3); // Body 6 - 4 = 2 remaining: -3; Mind 7: none
    expect(derived.freeMovementFeet).toBe(15); // 5 + 25 - 15
    expect(derived.initiativePool).toBe(5); // 8 dice - 3
  });
});
