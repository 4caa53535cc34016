import type { StatusId } from '../character/status.js';
import type { RsvpIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';

/**
 * How many Contracts a Contractor with no home Playgroup (a Free Agent) may attend, as a visitor, before it must be
 * brought into one. The reference site's number (a fact of that site, not of the rule book): a Free Agent chooses a
 * home before its fourth Contract.
 */
export const FREE_AGENT_CONTRACT_LIMIT = 3;

/** What decides whether a Contractor may answer a Contract's invitation. */
export interface RsvpCheck {
  contractorStatus: StatusId;
  /** The one Status the GM opened the Contract to, or 'any'. */
  requiredStatus: StatusId | 'any';
  dead: boolean;
  /** Retired by its owner. */
  retired?: boolean;
  /** Still waiting for a Leader's approval in its Playgroup. */
  pending: boolean;
  /** A Leader asked for changes before approving it. */
  changesRequested?: boolean;
  /** It holds a Gift the running Playgroup vetoed. */
  vetoedGift?: boolean;
  /** No home Playgroup: the Contracts it has attended so far (started ones, not voided or canceled). */
  freeAgent?: { attended: number };
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
  /**
   * The player already discovered the Scenario the Contract runs (played, wrote, GMed, was shared or unlocked it): they
   * know its secrets, so they may not play it as a Contractor (a Ringer's seat stays open to them).
   */
  spoiled?: boolean;
  /** A Loose End's Threat came due and needs a Hustle a GM has not yet recorded resolved. */
  threatDue?: boolean;
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
  if (check.retired) issues.push({ code: 'contractor_retired', path: ['retired'] });
  if (check.changesRequested) issues.push({ code: 'changes_requested', path: ['changesRequested'] });
  else if (check.pending) issues.push({ code: 'contractor_pending', path: ['pending'] });
  if (check.vetoedGift) issues.push({ code: 'gift_vetoed', path: ['vetoedGift'] });
  if (check.freeAgent && check.freeAgent.attended >= FREE_AGENT_CONTRACT_LIMIT)
    issues.push({
      code: 'free_agent_limit',
      path: ['freeAgent', 'attended'],
      max: FREE_AGENT_CONTRACT_LIMIT,
    });
  if (check.spoiled) issues.push({ code: 'scenario_spoiled', path: ['spoiled'] });
  if (check.threatDue) issues.push({ code: 'threat_due', path: ['threatDue'] });
  if (check.alreadyAttending) issues.push({ code: 'already_attending', path: ['alreadyAttending'] });
  if (check.full) issues.push({ code: 'contract_full', path: ['full'] });
  // A Free Agent has no home, so it always visits.
  if ((check.visiting || check.freeAgent) && check.visitorsAllowed === false)
    issues.push({ code: 'visitors_not_allowed', path: ['visiting'] });
  return issues.length > 0 ? fail(...issues) : ok(true);
}

/** How many more Contracts a Free Agent may attend before it needs a home Playgroup (never below 0). */
export function freeAgentContractsLeft(attended: number): number {
  return Math.max(0, FREE_AGENT_CONTRACT_LIMIT - attended);
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
