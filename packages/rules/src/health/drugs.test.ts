import { describe, expect, it } from 'vitest';
import { DRUG_DOSES, addictionFromTrauma, drugOnsetMinutes } from './drugs.js';
import { totalPenalty } from './penalty.js';

describe('drugs (seed 000 Drugs)', () => {
  it('onset: 1 minute intravenous, 5 snorted or by dart, an hour swallowed', () => {
    expect(drugOnsetMinutes('intravenous')).toBe(1);
    expect(drugOnsetMinutes('snorted')).toBe(5);
    expect(drugOnsetMinutes('intramuscular')).toBe(5);
    expect(drugOnsetMinutes('ingested')).toBe(60);
  });

  it('a painkiller takes 2 off the Body penalty for 4 hours at 1 Mind damage', () => {
    const dose = DRUG_DOSES.painkiller;
    expect(dose).toMatchObject({ durationMinutes: 240, mindDamage: 1 });
    expect(totalPenalty({ bodyRemaining: 3, mindRemaining: 6, bodyPenaltyReduction: dose.bodyPenaltyReduction })).toBe(
      0,
    );
  });

  it('a Trauma gained while high on a new substance is an addiction to it', () => {
    expect(addictionFromTrauma({ underInfluenceOf: ['painkiller'], addictedTo: [] })).toBe('painkiller');
    expect(addictionFromTrauma({ underInfluenceOf: ['painkiller'], addictedTo: ['painkiller'] })).toBeNull();
    expect(addictionFromTrauma({ underInfluenceOf: [], addictedTo: [] })).toBeNull();
  });
});
