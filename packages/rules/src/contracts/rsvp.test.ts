import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../character/status.js';
import { ringerRsvpEligibility, rsvpEligibility, type RsvpCheck } from './rsvp.js';

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
