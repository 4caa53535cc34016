import type { DerivedStats, IncapacityReason, ResultTier, RollOptions, StatusId } from '@harbinger/rules';
import type { LedgerResource, UnverifiedImport } from '../db/schema.js';

/** One of the three Limits, from the catalog or the player's own words. */
export interface LimitView {
  id?: string;
  name: string;
  description: string;
  custom: boolean;
}

/** A chosen Asset or Liability with its catalog facts. */
export interface AssetLiabilityView {
  id: string;
  name: string;
  value: number;
  category: string;
  restricted: boolean;
  /** What it gives, in a line. */
  grants: string;
}

/** An open Injury. `degradesAt` is when it is next due to worsen (Severity 4+, not stabilized). */
export interface InjuryView {
  id: string;
  severity: number;
  /** The Severity it was taken at; it fixes the Battle Scar's class. */
  originalSeverity: number;
  stabilized: boolean;
  cleanHeal: boolean;
  failedAttempts: number;
  receivedAt: Date;
  scarClass: string | null;
  /** The stock scar picked for this Injury, if any. */
  scarId?: string;
  /** The Battle Scar row this Injury left. */
  battleScarId?: string;
  degradesAt?: Date;
  note: string;
}

/** A Trauma. */
export interface TraumaView {
  id: string;
  stockId?: string;
  name: string;
  summary: string;
}

/** A Battle Scar; `chosen` is false while the player has yet to pick which scar an Injury left. */
export interface BattleScarView {
  id: string;
  stockId?: string;
  name: string;
  class: string;
  permanent: boolean;
  chosen: boolean;
  injuryId?: string;
  effect?: string;
  /** The permanent Major scar paid for Will to Survive. */
  willToSurvive?: boolean;
  /** A custom scar's numbers (stock scars take theirs from the rules). */
  effects?: { penalty?: number; penaltyFloor?: number; movementMultiplier?: number; noDashOrSprint?: boolean };
}

/** A Contractor's Source of power. */
export interface SourceView {
  name: string;
  capacity: number;
  current: number;
}

/** Exp totals folded over the ledger. */
export interface ExpTotals {
  earned: number;
  spent: number;
  available: number;
}

/** A sheet as the API returns it and the sheet page renders it; every derived number comes from @harbinger/rules. */
export interface ContractorView {
  id: string;
  owner: { handle: string };
  version: number;
  private: boolean;
  createdAt: Date;
  updatedAt: Date;
  concept: {
    name: string;
    archetype: string;
    paradigm: string;
    ambition: string;
    age: string;
    residence: string;
    appearance: string;
  };
  limits: LimitView[];
  attributes: Record<string, number>;
  abilities: Record<string, number>;
  secondaryAbilities: Record<string, number>;
  assets: AssetLiabilityView[];
  liabilities: AssetLiabilityView[];
  injuries: InjuryView[];
  mindDamage: number;
  traumas: TraumaView[];
  battleScars: BattleScarView[];
  source: SourceView | null;
  conditions: string[];
  circumstances: string[];
  trophies: string[];
  equipment: string;
  weapons: string[];
  armor: string | null;
  biography: string;
  notes: string;
  /** Victories that count (Status, caps); those an import could not verify wait in `unverifiedImport`. */
  victories: number;
  /** What an import could not verify, until a Leader of the home Playgroup accepts it; null when nothing waits. */
  unverifiedImport: UnverifiedImport | null;
  derived: DerivedStats;
  exp: ExpTotals;
  giftCredits: number;
  improvements: number;
  /** Off-rules choices, shown as warnings on the sheet. */
  flags: { code: string; message: string }[];
  /** When its owner retired it (kept, read-only); null while it is active. */
  retiredAt: Date | null;
  /** The viewer owns this Contractor (may edit it); never for a retired one. A dead one is read-only too (`dead`). */
  editable: boolean;
  /**
   * The viewer is not its owner but manages Contractors in its home Playgroup, so may edit its words, lists and Limits
   * (the owner is told); false for its owner, a retired or dead Contractor, and everyone else.
   */
  leaderMayEdit: boolean;
  /** The Contractor's death stands (not voided): everything but the obituary is read-only. */
  dead: boolean;
  /** The date of the Contract on which the Contractor died; null while it lives. */
  diedAt: Date | null;
}

/** A line in a list of Contractors. */
export interface ContractorSummary {
  id: string;
  owner: { handle: string };
  name: string;
  archetype: string;
  paradigm: string;
  ambition: string;
  private: boolean;
  victories: number;
  status: StatusId;
  version: number;
  updatedAt: Date;
  /** The Contractor's death stands (not voided). */
  dead: boolean;
  /** The date of the Contract on which it died; null while it lives. */
  diedAt: Date | null;
  /** When its owner retired it; null while it is active. */
  retiredAt: Date | null;
}

/** A ledger entry with words saying what it was for. */
export interface LedgerEntryView {
  id: string;
  resource: LedgerResource;
  amount: number;
  kind: string;
  cause: Record<string, unknown>;
  createdAt: Date;
  voidedAt: Date | null;
  description: string;
}

/** A roll the server made, as kept in the history. */
export interface RollRecord {
  id: string;
  contractorId: string;
  expression: string;
  label: string | null;
  /** What was rolled, in words ("Dexterity + Athletics (5 dice) at Difficulty 6, Penalty 1"). */
  description: string;
  /** The options the dice were thrown with, the server's Penalty included. */
  options: RollOptions;
  dice: number;
  difficulty: number;
  faces: number[];
  outcome: number;
  tier: ResultTier;
  penalty: number;
  /** Mind damage the roll's Exertion added to the sheet. */
  mindDamageAdded: number;
  /** Why the roll failed by itself (the Contractor was incapacitated), or null for a roll of the dice. */
  automaticFailure: IncapacityReason | null;
  rolledBy: string | null;
  createdAt: Date;
}
