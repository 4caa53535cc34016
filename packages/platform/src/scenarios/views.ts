import type { DiscoveryReason, HandoutKind, ThreatLevel } from '@harbinger/rules';
import type { FieldChange } from './revision-diff.js';
import type { StoredExchangeState } from '../db/schema.js';

/** Why a reader may (or may not) read a Scenario's write-up. */
export type ScenarioReadGround =
  /** They wrote it. */
  | 'writer'
  /** They discovered it (see `reasons`). */
  | 'discovered'
  /** A teaching Scenario, open to all and not meant for play. */
  | 'learning'
  /** The stock Scenario free to everyone, visitors included. */
  | 'free'
  /** Signed in, but they have not discovered it. */
  | 'not_discovered'
  /** Not signed in. */
  | 'visitor';

/** What the reader may read and do, and why. */
export interface ScenarioAccess {
  ground: ScenarioReadGround;
  /** How the reader discovered it, oldest first (empty when they have not). */
  reasons: DiscoveryReason[];
  /** Overview, Backstory, Introduction and Mission. */
  readsWriteup: boolean;
  /** The Aftermath and the handouts. */
  readsAftermath: boolean;
  /** They may choose to reveal the Aftermath now (signed in, may read the write-up, not yet revealed). */
  mayRevealAftermath: boolean;
  /** The Aftermath stays closed to visitors even where the write-up is open: revealing needs an account. */
  aftermathNeedsSignIn: boolean;
  /** A Loose End's Threat, Cutoff and tie-up: for those who may run it, not for those who only played it. */
  readsLooseEndSecrets: boolean;
  mayEdit: boolean;
  mayRevert: boolean;
  mayViewHistory: boolean;
}

/** A handout as a reader sees it; Loose End secrets are null unless `readsLooseEndSecrets`. */
export interface HandoutView {
  id: string;
  kind: HandoutKind;
  name: string;
  description: string;
  threat: string | null;
  threatLevel: ThreatLevel | null;
  cutoff: number | null;
  tieUp: string | null;
}

/** What anyone may read of a Scenario: no spoilers. */
export interface ScenarioSummaryView {
  id: string;
  title: string;
  summary: string;
  objective: string;
  minPlayers: number;
  maxPlayers: number;
  suggestedStatus: string;
  highlander: boolean;
  rivalry: boolean;
  needsRinger: boolean;
  tags: string[];
  wordCount: number;
  writer: { handle: string } | null;
  /** One of our stock Scenarios (`stockKey` names it). */
  stock: boolean;
  stockKey: string | null;
  forLearning: boolean;
  /** Where it stands with the Exchange (`approved`: anyone may unlock it there). */
  exchangeState: StoredExchangeState;
  createdAt: Date;
  updatedAt: Date;
}

/** A Scenario as one reader may see it: the summary, then only what their access opens. */
export interface ScenarioView extends ScenarioSummaryView {
  /** The revision the editor must send back to save. */
  version: number;
  access: ScenarioAccess;
  /** The four sections before the Aftermath, or null when the reader may not read them. */
  writeup: { overview: string; backstory: string; introduction: string; mission: string } | null;
  /** The Aftermath and the handouts, or null until the reader may read them. */
  aftermath: { text: string; handouts: HandoutView[] } | null;
}

/** One Scenario of a reader's collection, with how they came by it. */
export interface ScenarioListItem extends ScenarioSummaryView {
  reasons: DiscoveryReason[];
  /** They wrote it. */
  mine: boolean;
}

/** One revision in a Scenario's history. */
export interface RevisionSummary {
  number: number;
  author: { handle: string } | null;
  note: string;
  /** The earlier revision this one put back, when it is a revert. */
  revertedTo: number | null;
  wordCount: number;
  createdAt: Date;
}

/** One revision with what changed since the one before it. */
export interface RevisionDetail extends RevisionSummary {
  /** The revision compared against (null for the first). */
  previous: number | null;
  changes: FieldChange[];
}
