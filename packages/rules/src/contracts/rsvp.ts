import type { StatusId } from '../character/status.js';
import type { RsvpIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';

/** What decides whether a Contractor may answer a Contract's invitation. */
export interface RsvpCheck {
  contractorStatus: StatusId;
  /** The one Status the GM opened the Contract to, or 'any'. */
  requiredStatus: StatusId | 'any';
  dead: boolean;
  /** Still waiting for a Leader's approval in its Playgroup. */
  pending: boolean;
  /** The same Contractor, or another of the same player, already holds a seat at this Contract. */
  alreadyAttending: boolean;
  /** A solo Contract (one Contractor): only Veterans may take it. */
  solo?: boolean;
  /** Every seat is taken. */
  full?: boolean;
  /** The Contractor belongs to another Playgroup than the one running the Contract. */
  visiting?: boolean;
  /** The running Playgroup admits visiting Contractors (house rule; on unless said otherwise). */
  visitorsAllowed?: boolean;
}

/**
 * Whether a Contractor may RSVP, with every reason it may not. The GM names one Status and only Contractors of
 * exactly that Status may come (a Novice cannot join a Newbie Contract, nor the other way round), unless the GM
 * left it open to any Status.
 * @example
 * rsvpEligibility({ contractorStatus: 'novice', requiredStatus: 'newbie', dead: false, pending: false,
 *   alreadyAttending: false })
 * // status_mismatch
 */
export function rsvpEligibility(check: RsvpCheck): Result<true, Issue<RsvpIssueCode>> {
  const issues: Issue<RsvpIssueCode>[] = [];
  if (check.requiredStatus !== 'any' && check.contractorStatus !== check.requiredStatus) {
    issues.push({
      code: 'status_mismatch',
      path: ['contractorStatus'],
      expected: check.requiredStatus,
      received: check.contractorStatus,
    });
  }
  if (check.solo && check.contractorStatus !== 'veteran')
    issues.push({
      code: 'solo_needs_veteran',
      path: ['contractorStatus'],
      expected: 'veteran',
      received: check.contractorStatus,
    });
  if (check.dead) issues.push({ code: 'contractor_dead', path: ['dead'] });
  if (check.pending) issues.push({ code: 'contractor_pending', path: ['pending'] });
  if (check.alreadyAttending) issues.push({ code: 'already_attending', path: ['alreadyAttending'] });
  if (check.full) issues.push({ code: 'contract_full', path: ['full'] });
  if (check.visiting && check.visitorsAllowed === false)
    issues.push({ code: 'visitors_not_allowed', path: ['visiting'] });
  return issues.length > 0 ? fail(...issues) : ok(true);
}

/** What decides whether a player may take a seat as a Ringer. */
export interface RingerRsvpCheck {
  ringersAllowed: boolean;
  alreadyAttending: boolean;
  full?: boolean;
}

/** Whether a player may RSVP as a Ringer (no Contractor needed, so no Status check). */
export function ringerRsvpEligibility(check: RingerRsvpCheck): Result<true, Issue<RsvpIssueCode>> {
  const issues: Issue<RsvpIssueCode>[] = [];
  if (!check.ringersAllowed) issues.push({ code: 'ringers_not_allowed', path: ['ringersAllowed'] });
  if (check.alreadyAttending) issues.push({ code: 'already_attending', path: ['alreadyAttending'] });
  if (check.full) issues.push({ code: 'contract_full', path: ['full'] });
  return issues.length > 0 ? fail(...issues) : ok(true);
}
