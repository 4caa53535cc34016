import type { JournalReward, JournalStanding } from '@harbinger/rules';

/** A Journal as one reader may see it. */
export interface JournalView {
  id: string;
  kind: 'contract' | 'downtime';
  contractor: { id: string; name: string };
  /** The player who owns the Contractor and wrote the Journal. */
  author: { handle: string };
  /** The Contract, when the reader may open it (a private Playgroup's Contract shows to its people only). */
  contract: { id: string; title: string; startsAt: Date } | null;
  /** The Contract's Scenario, when it ran one. */
  scenario: { id: string; title: string } | null;
  spoiler: boolean;
  /** True when the text is kept from this reader: a spoiler for a Scenario they have not discovered. */
  hidden: boolean;
  /** Null when hidden. */
  title: string | null;
  /** The Markdown as written; null when hidden. */
  body: string | null;
  wordCount: number;
  /** The reward the Journal holds now (voided rewards do not count). */
  reward: JournalReward;
  /** The reader wrote it and may edit it. */
  mine: boolean;
  /** For its writer only: where its reward stands (for the edit form's help text). */
  standing: JournalStandingView | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Where a Journal's reward stands, for its writer's form: the rules' standing without the words (the form counts
 * them as they are typed), with the Exp allowance and the Contract Journals left before the next Improvement.
 */
export interface JournalStandingView extends Omit<JournalStanding, 'words'> {
  /** 2 per Contract attended. */
  expAllowed: number;
  /** Counted Contract Journals still to write before the next one brings an Improvement (1 = the next one). */
  untilImprovement: number;
}

/** A Contract (or the Downtime after it) the Contractor may write about. */
export interface JournalChoice {
  kind: 'contract' | 'downtime';
  contract: { id: string; title: string; startsAt: Date };
  scenario: { id: string; title: string } | null;
  /** The Journal already written for it, if any (one each). */
  journalId: string | null;
}

/** A Contractor's Journals (`GET /api/v1/contractors/{id}/journals`). */
export interface ContractorJournalsView {
  contractor: { id: string; name: string };
  /** Newest first. */
  journals: JournalView[];
  /** The reader owns the Contractor and it is active: the writing form is theirs. */
  mayWrite: boolean;
  /** For the owner only: the standing of a new Contract Journal (a Downtime one differs only in `kind`). */
  standing: JournalStandingView | null;
  /** For the owner only: what may still be written about. */
  choices: JournalChoice[];
}
