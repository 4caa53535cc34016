import type { HealingMode } from '../health/healing.js';
import type { FinishIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';

/** How an attendee's Contract ended, as the GM records it. */
export const ATTENDEE_OUTCOMES = ['victory', 'failure', 'death', 'declined'] as const;
export type AttendeeOutcome = (typeof ATTENDEE_OUTCOMES)[number];

/** One Contractor who answered the invitation (RSVP) and what became of them. */
export interface Attendee {
  attendanceId: string;
  contractorId: string;
  playerUserId: string;
  homePlaygroupId: string;
  /** `declined`: the Contractor turned the Harbinger down and never took part, so it earns nothing. */
  outcome: AttendeeOutcome;
  /** This is the player's first Contract ever recorded (Into the Fold). */
  firstContractEver: boolean;
}

/** A player who played an NPC Ringer, and the Contractor of theirs that takes the bonus Exp. */
export interface RingerResult {
  attendanceId?: string;
  playerUserId: string;
  /** The Ringer met the objective the GM gave it. */
  achieved: boolean;
  bonusContractorId?: string | null;
}

/** The Playgroup settings a finished Contract's rewards depend on. */
export interface ContractHouseRules {
  goldenRatio: boolean;
  healing: HealingMode;
}

/** A Contract as the GM finishes it. */
export interface FinishedContract {
  id: string;
  /** The Playgroup that ran it: attendees from elsewhere are visitors. */
  playgroupId: string;
  gm: {
    userId: string;
    /** The GM's Contractor that takes the GM Improvement. */
    improvementContractorId?: string | null;
    /** The GM's Contractor that takes GM bonus Exp; when absent, the Improvement's Contractor takes it. */
    bonusContractorId?: string | null;
  };
  houseRules: ContractHouseRules;
  attendees: readonly Attendee[];
  ringers: readonly RingerResult[];
  /** At most one Contractor, chosen by the GM among those who took part and lived. */
  commissionContractorId?: string | null;
}

/** True when the attendee actually took part (everyone but those who declined). */
export function tookPart(attendee: Pick<Attendee, 'outcome'>): boolean {
  return attendee.outcome !== 'declined';
}

function duplicates<T>(
  items: readonly T[],
  key: (item: T) => string,
  code: FinishIssueCode,
  path: (i: number) => (string | number)[],
): Issue<FinishIssueCode>[] {
  const seen = new Set<string>();
  const issues: Issue<FinishIssueCode>[] = [];
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) issues.push({ code, path: path(i), received: k });
    seen.add(k);
  });
  return issues;
}

/**
 * Checks what the GM entered when finishing: one attendance and one Contractor per seat, one seat per player
 * (Ringers included), the GM not among the players, and a Commission only for a Contractor who took part and lived.
 */
export function checkFinishedContract(contract: FinishedContract): Result<FinishedContract, Issue<FinishIssueCode>> {
  const { attendees, ringers } = contract;
  const issues: Issue<FinishIssueCode>[] = [
    ...duplicates(
      attendees,
      (a) => a.attendanceId,
      'duplicate_attendance',
      (i) => ['attendees', i, 'attendanceId'],
    ),
    ...duplicates(
      attendees,
      (a) => a.contractorId,
      'duplicate_contractor',
      (i) => ['attendees', i, 'contractorId'],
    ),
  ];
  // A player brings one Contractor or one Ringer, never two seats at the same table.
  const seats = [
    ...attendees.map((a, i) => ({ user: a.playerUserId, path: ['attendees', i, 'playerUserId'] })),
    ...ringers.map((r, i) => ({ user: r.playerUserId, path: ['ringers', i, 'playerUserId'] })),
  ];
  issues.push(
    ...duplicates(
      seats,
      (s) => s.user,
      'duplicate_player',
      (i) => seats[i]!.path,
    ),
  );
  seats.forEach((s) => {
    if (s.user === contract.gm.userId) issues.push({ code: 'gm_is_player', path: s.path, received: s.user });
  });
  if (contract.commissionContractorId != null) {
    const pick = attendees.find((a) => a.contractorId === contract.commissionContractorId);
    if (!pick || !tookPart(pick))
      issues.push({
        code: 'commission_not_attending',
        path: ['commissionContractorId'],
        received: contract.commissionContractorId,
      });
    else if (pick.outcome === 'death')
      issues.push({
        code: 'commission_dead',
        path: ['commissionContractorId'],
        received: contract.commissionContractorId,
      });
  }
  return issues.length > 0 ? fail(...issues) : ok(contract);
}
