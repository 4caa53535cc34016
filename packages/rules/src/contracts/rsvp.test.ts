import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../character/status.js';
import fc from 'fast-check';
import {
  FREE_AGENT_CONTRACT_LIMIT,
  freeAgentContractsLeft,
  ringerRsvpEligibility,
  rsvpEligibility,
  type RsvpCheck,
} from './rsvp.js';

const check = (over: Partial<RsvpCheck> = {}): RsvpCheck => ({
  contractorStatus: 'newbie',
  requiredStatus: 'newbie',
  dead: false,
  pending: false,
  alreadyAttending: false,
  ...over,
});
const codes = (r: ReturnType<typeof rsvpEligibility>) => (r.ok ? [] : r.issues.map((i) => i.code));

describe('rsvpEligibility', () => {
  it('the Status the GM declared must match exactly, in both directions', () => {
    for (const status of STATUS_IDS) {
      for (const required of STATUS_IDS) {
        expect(
          codes(rsvpEligibility(check({ contractorStatus: status, requiredStatus: required }))),
          `${status} at ${required}`,
        ).toEqual(status === required ? [] : ['status_mismatch']);
      }
    }
  });

  it('a Contract open to any Status takes every Status', () => {
    for (const status of STATUS_IDS)
      expect(rsvpEligibility(check({ contractorStatus: status, requiredStatus: 'any' })).ok).toBe(true);
  });

  it('dead and pending Contractors cannot answer, nor a second seat', () => {
    expect(codes(rsvpEligibility(check({ dead: true })))).toEqual(['contractor_dead']);
    expect(codes(rsvpEligibility(check({ pending: true })))).toEqual(['contractor_pending']);
    expect(codes(rsvpEligibility(check({ alreadyAttending: true })))).toEqual(['already_attending']);
  });

  it('refuses a Contractor whose Loose End came due and waits for a Hustle', () => {
    expect(codes(rsvpEligibility(check({ threatDue: true })))).toEqual(['threat_due']);
    expect(codes(rsvpEligibility(check({ threatDue: false })))).toEqual([]);
  });

  it('lists every reason at once', () => {
    expect(
      codes(rsvpEligibility(check({ contractorStatus: 'novice', dead: true, pending: true, full: true }))),
    ).toEqual(['status_mismatch', 'contractor_dead', 'contractor_pending', 'contract_full']);
  });

  it('only Veterans play solo Contracts', () => {
    expect(codes(rsvpEligibility(check({ solo: true, requiredStatus: 'any' })))).toEqual(['solo_needs_veteran']);
    expect(rsvpEligibility(check({ solo: true, contractorStatus: 'veteran', requiredStatus: 'veteran' })).ok).toBe(
      true,
    );
  });

  it('visitors need a Playgroup that admits them', () => {
    expect(codes(rsvpEligibility(check({ visiting: true, visitorsAllowed: false })))).toEqual(['visitors_not_allowed']);
    expect(rsvpEligibility(check({ visiting: true, visitorsAllowed: true })).ok).toBe(true);
    expect(rsvpEligibility(check({ visiting: false, visitorsAllowed: false })).ok).toBe(true);
  });
});

describe('a spoiled player', () => {
  it('cannot play a Scenario they discovered as a Contractor, whatever else holds', () => {
    expect(codes(rsvpEligibility(check({ spoiled: true })))).toEqual(['scenario_spoiled']);
    expect(codes(rsvpEligibility(check({ spoiled: false })))).toEqual([]);
    expect(codes(rsvpEligibility(check({ spoiled: true, dead: true })))).toEqual([
      'contractor_dead',
      'scenario_spoiled',
    ]);
  });

  it('is refused for the spoiler alone, never only for other reasons (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (dead, full, spoiled) => {
        const got = codes(rsvpEligibility(check({ dead, full, spoiled })));
        expect(got.includes('scenario_spoiled')).toBe(spoiled);
      }),
    );
  });

  it('may still sit as a Ringer: the Ringer check knows nothing of spoilers', () => {
    expect(ringerRsvpEligibility({ ringersAllowed: true, alreadyAttending: false }).ok).toBe(true);
  });
});

describe('ringerRsvpEligibility', () => {
  it('needs Ringers allowed, a free seat and no seat already', () => {
    expect(ringerRsvpEligibility({ ringersAllowed: true, alreadyAttending: false }).ok).toBe(true);
    const r = ringerRsvpEligibility({ ringersAllowed: false, alreadyAttending: true, full: true });
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual([
      'ringers_not_allowed',
      'already_attending',
      'contract_full',
    ]);
  });
});

describe('Free Agents and the other standing checks', () => {
  it('a Free Agent attends three Contracts, and the fourth needs a home Playgroup', () => {
    expect(FREE_AGENT_CONTRACT_LIMIT).toBe(3);
    for (const attended of [0, 1, 2])
      expect(rsvpEligibility(check({ freeAgent: { attended }, visitorsAllowed: true })).ok).toBe(true);
    expect(codes(rsvpEligibility(check({ freeAgent: { attended: 3 } })))).toEqual(['free_agent_limit']);
    expect(codes(rsvpEligibility(check({ freeAgent: { attended: 7 } })))).toEqual(['free_agent_limit']);
  });

  it('a Free Agent always visits, so a Playgroup closed to visitors refuses it', () => {
    expect(codes(rsvpEligibility(check({ freeAgent: { attended: 0 }, visitorsAllowed: false })))).toEqual([
      'visitors_not_allowed',
    ]);
  });

  it('counts down the Contracts a Free Agent has left, never below zero', () => {
    expect([0, 1, 2, 3, 4].map(freeAgentContractsLeft)).toEqual([3, 2, 1, 0, 0]);
  });

  it('names retirement, requested changes and a vetoed Gift', () => {
    expect(codes(rsvpEligibility(check({ retired: true })))).toEqual(['contractor_retired']);
    expect(codes(rsvpEligibility(check({ pending: true, changesRequested: true })))).toEqual(['changes_requested']);
    expect(codes(rsvpEligibility(check({ vetoedGift: true })))).toEqual(['gift_vetoed']);
  });

  it('a fresh Free Agent with a good answer is refused only for what the check names (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.boolean(), (attended, visitorsAllowed) => {
        const r = codes(rsvpEligibility(check({ freeAgent: { attended }, visitorsAllowed })));
        expect(r.includes('free_agent_limit')).toBe(attended >= FREE_AGENT_CONTRACT_LIMIT);
        expect(r.includes('visitors_not_allowed')).toBe(!visitorsAllowed);
      }),
    );
  });
});
