import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCK_BATTLE_SCARS } from '../health/battle-scars.js';
import { deriveContractor, type ContractorFacts } from './derive-contractor.js';
import { NO_SCAR_EFFECTS } from '../health/scar-effects.js';
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
      scars: NO_SCAR_EFFECTS,
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

  describe('Battle Scar effects (seed 000, stock scars)', () => {
    // Dexterity 3, Brawn 4, Perception 3, Intellect 4, Charisma 3: Body 7, Mind 8, no Penalty when unhurt.
    const traits = {
      ...newContractorTraits(),
      attributes: { brawn: 4, dexterity: 3, perception: 3, charisma: 3, intellect: 4 },
    };
    const base = { ...fresh, traits };

    it('Chronic Pain keeps the Penalty at 1 or more, and the initiative pool pays it', () => {
      const plain = deriveContractor(base);
      const pained = deriveContractor({ ...base, battleScars: [{ stockId: 'chronic_pain' }] });
      expect(plain.penalty).toBe(0);
      expect(pained.penalty).toBe(1);
      expect(pained.initiativePool).toBe(plain.initiativePool - 1);
      expect(pained.scars.because.penaltyFloor).toBe('Chronic Pain');
      // Already hurt past it: the floor changes nothing.
      const hurt = deriveContractor({
        ...base,
        injuries: [{ severity: 4 }],
        battleScars: [{ stockId: 'chronic_pain' }],
      });
      expect(hurt.penalty).toBe(2);
    });

    it('Limp and Missing Foot halve free movement and the dash, in whole 5-ft steps', () => {
      const plain = deriveContractor(base);
      expect(plain.freeMovementFeet).toBe(20);
      expect(plain.dashMaxFeet).toBe(20);
      for (const stockId of ['limp', 'missing_foot']) {
        const d = deriveContractor({ ...base, battleScars: [{ stockId }] });
        expect(d.freeMovementFeet).toBe(10);
        expect(d.dashMaxFeet).toBe(10);
        expect(d.scars.sprintAllowed).toBe(true);
      }
    });

    it('Missing Leg quarters movement and forbids dashing and sprinting', () => {
      const d = deriveContractor({ ...base, battleScars: [{ stockId: 'missing_leg' }] });
      expect(d.freeMovementFeet).toBe(5);
      expect(d.dashMaxFeet).toBe(0);
      expect(d.scars).toMatchObject({ dashAllowed: false, sprintAllowed: false, movementMultiplier: 0.25 });
    });

    it('several movement scars: the harshest applies, not their product', () => {
      const traits6 = { ...traits, attributes: { ...traits.attributes, dexterity: 5 } }; // 30 ft free
      const both = deriveContractor({
        ...base,
        traits: traits6,
        battleScars: [{ stockId: 'limp' }, { stockId: 'missing_foot' }],
      });
      expect(both.freeMovementFeet).toBe(15);
      const legAndLimp = deriveContractor({
        ...base,
        traits: traits6,
        battleScars: [{ stockId: 'limp' }, { stockId: 'missing_leg' }],
      });
      expect(legAndLimp.scars.movementMultiplier).toBe(0.25);
      expect(legAndLimp.freeMovementFeet).toBe(5); // 30 × ¼ = 7.5 → one 5-ft step
      expect(legAndLimp.scars.because.movement).toBe('Missing Leg');
    });

    it("a scar's die penalty does not stack with the wound penalty: the larger applies", () => {
      const scar = [{ name: 'Shattered knee', penalty: 2 }];
      expect(deriveContractor({ ...base, battleScars: scar }).penalty).toBe(2);
      // Severity 5 → Body 2 left → wound penalty 3, larger than the scar's 2.
      expect(deriveContractor({ ...base, battleScars: scar, injuries: [{ severity: 5 }] }).penalty).toBe(3);
      // Severity 2 → Body 5 left → wound penalty 1, smaller than the scar's 2.
      expect(deriveContractor({ ...base, battleScars: scar, injuries: [{ severity: 2 }] }).penalty).toBe(2);
    });

    it('custom scars may carry the same numbers as stock ones', () => {
      const d = deriveContractor({
        ...base,
        battleScars: [{ name: 'Bad hip', movementMultiplier: 0.5, penaltyFloor: 1 }],
      });
      expect(d.freeMovementFeet).toBe(5); // Penalty 1: 15 ft, halved → 5
      expect(d.penalty).toBe(1);
      expect(d.scars.because).toMatchObject({ movement: 'Bad hip', penaltyFloor: 'Bad hip' });
    });

    it('Body still loses 1 per scar beyond the fourth, whatever the scars are', () => {
      const scars = Array.from({ length: 6 }, () => ({ stockId: 'disfigured' }));
      expect(deriveContractor({ ...base, battleScars: scars }).body).toBe(5);
      expect(deriveContractor({ ...base, battleScars: 6 }).body).toBe(5);
    });

    it('property: scars never raise movement and never lower the Penalty', () => {
      const scarArb = fc.record({
        stockId: fc.constantFrom(null, ...Object.keys(STOCK_BATTLE_SCARS)),
        penalty: fc.integer({ min: 0, max: 4 }),
        movementMultiplier: fc.constantFrom(1, 0.5, 0.25),
      });
      fc.assert(
        fc.property(fc.array(scarArb, { maxLength: 4 }), fc.integer({ min: 0, max: 6 }), (scars, severity) => {
          const injuries = severity > 0 ? [{ severity }] : [];
          const without = deriveContractor({ ...base, injuries, battleScars: scars.length });
          const withScars = deriveContractor({ ...base, injuries, battleScars: scars });
          return (
            withScars.penalty >= without.penalty &&
            withScars.freeMovementFeet <= without.freeMovementFeet &&
            withScars.dashMaxFeet <= without.dashMaxFeet &&
            withScars.freeMovementFeet >= 5
          );
        }),
      );
    });
  });
});
