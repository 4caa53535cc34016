/** Exp a Contractor earns from one Contract, by cause. */
export const CONTRACT_EXP_AWARDS = {
  attendHome: 3,
  attendAway: 1,
  victory: 2,
  commission: 2,
} as const satisfies Record<string, number>;

/** Bonus Exp a Player earns for their Contractors away from the table, by cause. */
export const BONUS_EXP_AWARDS = {
  /** GMing a Contract that was an attending Player's very first. */
  gmIntoTheFold: 6,
  /** GMing a Contract with at least one death and one victory (off unless the Playgroup turns it on). */
  gmGoldenRatio: 6,
  /** Playing an NPC Ringer who achieves their main purpose. */
  ringer: 4,
  /** GMing a Move and writing up what happened (250+ words). */
  moveSummary: 2,
} as const satisfies Record<string, number>;
export type BonusExpCause = keyof typeof BONUS_EXP_AWARDS;

/** Shortest Journal (or Move summary), in words, that earns anything. */
export const JOURNAL_MIN_WORDS = 250;
/** Exp one qualifying Journal earns (or Improvements, when it is every fourth Contract Journal). */
export const JOURNAL_EXP = 1;
/** Journal Exp allowed per Contract attended. */
export const JOURNAL_EXP_PER_CONTRACT = 2;
/** Every this-many-th Contract Journal brings an Improvement in place of Exp. */
export const JOURNALS_PER_IMPROVEMENT = 4;

/** Bonus Exp stops being assignable once earned Exp passes this base plus the per-victory allowance. */
const BONUS_CAP_BASE = 10;
const BONUS_CAP_PER_VICTORY = 12;

/** How a Contractor took part in one Contract. */
export interface ContractAttendance {
  /** Played in their home Playgroup (else a visit). */
  home: boolean;
  victory: boolean;
  /** Chosen by the GM for the extra Commission. */
  commission?: boolean;
}

/**
 * Exp from one Contract: 3 at home or 1 away, +2 for victory, +2 for the Commission.
 * @example contractExp({ home: true, victory: true, commission: true }) === 7
 */
export function contractExp(attendance: ContractAttendance): number {
  const a = CONTRACT_EXP_AWARDS;
  return (
    (attendance.home ? a.attendHome : a.attendAway) +
    (attendance.victory ? a.victory : 0) +
    (attendance.commission ? a.commission : 0)
  );
}

/** The Contractor's Journal history at the moment a new Journal is posted. */
export interface JournalContext {
  kind: 'contract' | 'downtime';
  words: number;
  /** Contract Journals (not Downtime ones) already written. */
  contractJournalsBefore: number;
  /** Exp already earned from Journals. */
  journalExpBefore: number;
  contractsAttended: number;
}

/** What a Journal earns: 1 Exp, an Improvement (every fourth Contract Journal) or nothing. */
export type JournalReward = 'exp' | 'improvement' | 'none';

/**
 * What posting one Journal earns: nothing under 250 words; every fourth Contract Journal an Improvement;
 * otherwise 1 Exp while Journal Exp stays within 2 per Contract attended.
 */
export function journalReward(journal: JournalContext): JournalReward {
  if (journal.words < JOURNAL_MIN_WORDS) return 'none';
  if (journal.kind === 'contract' && (journal.contractJournalsBefore + 1) % JOURNALS_PER_IMPROVEMENT === 0)
    return 'improvement';
  const room = JOURNAL_EXP_PER_CONTRACT * journal.contractsAttended - journal.journalExpBefore;
  return room >= JOURNAL_EXP ? 'exp' : 'none';
}

/** The most Exp a Contractor may have earned (beyond the starting 150) and still receive bonus Exp. */
export function bonusExpCap(victories: number): number {
  return BONUS_CAP_BASE + BONUS_CAP_PER_VICTORY * victories;
}

/** A Contractor's record, for the bonus Exp check. */
export interface BonusExpStanding {
  /** Exp earned so far, NOT counting the starting 150. */
  earnedExp: number;
  victories: number;
}

/**
 * Whether bonus Exp may still be assigned: earned Exp (without the starting 150) must not exceed 10 + 12 × victories.
 * @example bonusExpAllowed({ earnedExp: 22, victories: 1 }) === true
 */
export function bonusExpAllowed(standing: BonusExpStanding): boolean {
  return standing.earnedExp <= bonusExpCap(standing.victories);
}
