import type {
  ContractState,
  LedgerKind,
  LedgerResource,
  RewardRefusalCode,
  StatusId,
  VoidAuthority,
} from '@harbinger/rules';
import type { ContractScenarioView, SpoiledPlayerView } from '../scenarios/contract-link.js';
import type { ContractCycleView } from '../cycles/cycles.js';
import type { PlayMode } from './schemas.js';

/** One seat at a Contract as its page lists it. */
export interface AttendeeView {
  attendanceId: string;
  player: { handle: string };
  ringer: boolean;
  /** Null for a Ringer, and for a private Contractor the viewer may not see (`hidden` then says so). */
  contractor: { id: string; name: string; status: StatusId; victories: number; private: boolean } | null;
  hidden: boolean;
  /** The Contractor's home Playgroup when it answered (null: none). */
  home: { id: string; name: string } | null;
  visiting: boolean;
  outcome: 'victory' | 'failure' | 'death' | 'declined' | null;
  ringerAchieved: boolean | null;
  /** The Ringer's player chose this Contractor for the bonus Exp (shown to that player and the GM). */
  ringerBonusContractorId: string | null;
  firstContract: boolean;
  /** For a declared past Contract: the player confirmed this seat. */
  confirmed: boolean;
  /** The viewer may open this attendee's sheet through the Contract (the GM while it is active). */
  gmMayOpenSheet: boolean;
}

/** One reward a recorded Contract wrote, as its page lists it. */
export interface ContractRewardView {
  /** The Contractor that holds it; null for what the player holds (a Coin of Charon) or a hidden private one. */
  contractor: { id: string; name: string } | null;
  /** A private Contractor the viewer may not see holds it. */
  hidden: boolean;
  /** The holder's player. */
  player: { handle: string };
  resource: LedgerResource;
  amount: number;
  kind: LedgerKind;
  /** Taken back when the Contract was voided. */
  voided: boolean;
}

/** What the viewer may do with a Contract. */
export interface ContractViewer {
  isGm: boolean;
  /** GM, or someone who may manage the Playgroup's Contracts. */
  canRun: boolean;
  canVoid: boolean;
  /** The viewer's own seat, if any. */
  attendanceId: string | null;
  /** May vote to void (took part in the finished Contract) and has already voted. */
  mayVote: boolean;
  voted: boolean;
  /** A declared past Contract waits for the viewer's confirmation. */
  mayConfirm: boolean;
  /**
   * The viewer is the GM and may still name the Contractors that take the GM's rewards: while a declared Contract
   * awaits confirmation, or after recording while `gmRewardsPending`.
   */
  mayChooseGmRewards: boolean;
  /** The viewer is the GM of a recorded (or active) Contract that runs a Scenario, so may write its run notes. */
  mayWriteScenarioNotes: boolean;
}

/** A Contract's page (`GET /api/v1/contracts/{id}`). */
export interface ContractView {
  id: string;
  playgroup: { id: string; name: string };
  gm: { handle: string };
  title: string;
  invitation: string;
  startsAt: Date;
  requiredStatus: StatusId | 'any';
  rsvpRule: 'members' | 'anyone';
  capacity: number;
  seatsTaken: number;
  ringersAllowed: boolean;
  playMode: PlayMode;
  venue: string;
  lookingForPlayers: boolean;
  splitOverSessions: boolean;
  state: ContractState;
  version: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  canceledAt: Date | null;
  voidedAt: Date | null;
  voidReason: string;
  /** Declared after the fact: recorded once every player confirms. */
  declared: boolean;
  /** The GM's notes; members of the Playgroup and the table see them. */
  notes: string;
  commissionContractorId: string | null;
  gmImprovementContractorId: string | null;
  gmBonusContractorId: string | null;
  /** Recorded, but the GM has not yet named the Contractor that takes the GM's rewards (paid when they do). */
  gmRewardsPending: boolean;
  attendees: AttendeeView[];
  /** What the Contract paid, once recorded (voided lines included for a voided Contract); empty before. */
  rewards: ContractRewardView[];
  /** Players' votes to void, while the Contract is finished. */
  voidVotes: { for: number; eligible: number } | null;
  /** While finished: how many Injuries its healing lowered and closed, which voiding would give back. */
  healingBack: { lowered: number; closed: number } | null;
  /** The Scenario it runs: its title and summary only (anyone may read those); null when none is named. */
  scenario: ContractScenarioView | null;
  /**
   * Seated and waiting players who already know the Scenario, with why: for its GM and those who manage the
   * Playgroup's Contracts only (null for everyone else, and when no Scenario is named).
   */
  spoilers: SpoiledPlayerView[] | null;
  /**
   * The GM's notes on this run of the Scenario: for the GM, those who manage the Playgroup's Contracts and readers who
   * discovered the Scenario; null for everyone else (and when no Scenario is named).
   */
  scenarioNotes: string | null;
  /** The Cycle it belongs to (Contracts back to back, Exp unspendable between them), or null. */
  cycle: ContractCycleView | null;
  viewer: ContractViewer;
}

/** One line of a Contract list. */
export interface ContractSummary {
  id: string;
  playgroup: { id: string; name: string };
  gm: { handle: string };
  title: string;
  startsAt: Date;
  state: ContractState;
  /** Declared after the fact: while Active it is awaiting the players' confirmations. */
  declared: boolean;
  requiredStatus: StatusId | 'any';
  capacity: number;
  seatsTaken: number;
  lookingForPlayers: boolean;
  playMode: PlayMode;
}

/** A ledger entry a finished Contract wrote. */
export interface RewardLine {
  contractorId: string | null;
  userId: string | null;
  resource: LedgerResource;
  amount: number;
  kind: LedgerKind;
}

/** What finishing a Contract did. */
export interface FinishResult {
  contract: ContractView;
  entries: RewardLine[];
  /** Rewards held back (the bonus Exp cap, the Gift Credit cap, no Contractor named, a dead recipient). */
  refused: (RewardLine & { reason: RewardRefusalCode })[];
  /** Improvements granted past the Gift Credit + Improvement cap: kept, spendable once a victory makes room. */
  waiting: { contractorId: string; amount: number }[];
  /** The GM named no Contractor yet: the GM's rewards are paid when the GM chooses on the Contract's page. */
  gmRewardsPending: boolean;
  statusChanges: { contractorId: string; before: StatusId; after: StatusId }[];
  deaths: string[];
}

/** What a void request did: voided at once, or counted the player's vote. */
export interface VoidResult {
  voided: boolean;
  authority: VoidAuthority | null;
  contract: ContractView;
  votes: { for: number; eligible: number };
  /** Entries voided, victories taken back, Contractors brought back from the dead. */
  entriesVoided: number;
  statusChanges: { contractorId: string; before: StatusId; after: StatusId }[];
  revived: string[];
  /** Balances that went below zero because the rewards were already spent. */
  overdrawn: { contractorId: string | null; userId: string | null; resource: LedgerResource; available: number }[];
  /** Injuries whose healing by this Contract came back. */
  healingRestored: { contractorId: string; injuryId: string }[];
  /** Injuries it healed that changed since, so were left as they are (each sheet has a notice). */
  healingKept: { contractorId: string; injuryId: string }[];
}

/** A grave in the Graveyard. */
export interface GraveView {
  id: string;
  contractor: { id: string; name: string; status: StatusId; victories: number };
  owner: { handle: string };
  contract: { id: string; title: string } | null;
  playgroup: { id: string; name: string } | null;
  diedAt: Date;
  obituary: string;
  /** What killed it, as the GM recorded when confirming the death; empty when not said. */
  cause: string;
  /** The viewer may edit the obituary. */
  editable: boolean;
}
