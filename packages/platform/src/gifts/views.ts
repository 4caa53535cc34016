import type { GiftSpec, StatusId } from '@harbinger/rules';
import type { ArtifactStatus, GiftRevisionReason } from '../db/schema.js';
import type { GiftVetoView, VetoPlaygroup } from '../gift-vetoes/views.js';

/** One entry of a Legendary Artifact's history: a status change or a hand-over. */
export interface ArtifactEventView {
  id: string;
  kind: 'status' | 'transfer';
  /** The status after the event. */
  status: ArtifactStatus;
  from: { id: string | null; name: string } | null;
  to: { id: string | null; name: string } | null;
  note: string;
  createdAt: Date;
}

/** A Gift as the sheet, the Gift page and the API show it. */
export interface GiftView {
  id: string;
  contractorId: string;
  name: string;
  tagline: string;
  description: string;
  typeId: string;
  typeName: string;
  effectId: string;
  effectName: string;
  styleId: string;
  styleName: string;
  cost: number;
  systemText: string;
  /** The number of the current revision (1 for a Gift never improved). */
  revision: number;
  stockId: string | null;
  spec: GiftSpec;
  /** How the catalog the Gift was built from compares with today's. */
  catalog: { version: string; current: boolean; changed: string[]; missing: string[] };
  /** Legendary Artifacts only. */
  artifact: { status: ArtifactStatus; history: ArtifactEventView[] } | null;
  /** Crafting Gifts only: free copies owed and whether this Downtime's free Consumable is still there. */
  crafting: { kind: 'artifact' | 'consumable'; freeCopies: number; freeThisDowntime: boolean } | null;
  /** Came with an imported passport this server could not verify: shown, not usable until a Leader accepts it. */
  unverified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A crafted Consumable stack or Artifact. */
export interface CraftedItemView {
  id: string;
  kind: 'consumable' | 'artifact';
  name: string;
  giftId: string | null;
  quantity: number;
  systemText: string;
  giftCost: number;
  giftRevision: number;
  /** The Gift it came from has been improved since (an Artifact can be upgraded). */
  outdated: boolean;
  crafterName: string | null;
  createdAt: Date;
}

/** Where a Contractor crafts. */
export interface CraftingLocationView {
  name: string;
  description: string;
  available: boolean;
}

/** A Contractor's Source with its replenishment conditions and what their Status allows. */
export interface GiftSourceView {
  name: string;
  capacity: number;
  current: number;
  conditions: string[];
  conditionsAllowed: number;
  /** Minutes before one condition can refill a point again; null when no condition is allowed. */
  cooldownMinutes: number | null;
}

/** Gift Credits and Improvements against the cap. */
export interface GiftBalanceView {
  status: StatusId;
  victories: number;
  giftCredits: number;
  improvements: number;
  improvementsSpent: number;
  /** The cap on Gift Credits and Improvements together: twice the victories. */
  cap: number;
  /** How many Improvements may be spent in all (the cap less the Gift Credits received). */
  improvementsAllowed: number;
  /**
   * Improvements held but past the cap (a GM's or a Journal's earned at the cap): kept, and spendable once more
   * victories make room. The cap limits spending, never earning.
   */
  improvementsWaiting: number;
  /** The summed cost of the Gifts this Contractor holds. */
  totalGiftCost: number;
}

/** Everything the Stock tab shows about a Contractor's Gifts. */
export interface ContractorGiftsView {
  contractor: { id: string; name: string; version: number; editable: boolean };
  gifts: GiftView[];
  consumables: CraftedItemView[];
  artifacts: CraftedItemView[];
  craftingLocation: CraftingLocationView | null;
  source: GiftSourceView | null;
  balance: GiftBalanceView;
  /** Out-of-balance and cap problems, in words. */
  alerts: { code: string; message: string }[];
  /** Playgroup vetoes in force on these Gifts, with their reasons (shown to everyone who sees the sheet). */
  vetoes: GiftVetoView[];
  /** Where the viewer may veto these Gifts or lift a veto (empty for most viewers). */
  vetoIn: VetoPlaygroup[];
}

/** One line of a System Text diff. */
export interface DiffLine {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/** One revision of a Gift, with the System Text diff from the revision before it. */
export interface GiftRevisionView {
  number: number;
  reason: GiftRevisionReason;
  cost: number;
  systemText: string;
  spec: GiftSpec;
  paid: { giftCredits: number; improvements: number };
  /** The cost before this revision; null for the first. */
  previousCost: number | null;
  /** Who made it; null for revisions from before authors were recorded, and for deleted accounts. */
  author: { handle: string } | null;
  /** Against the previous revision; the first revision shows every line as added. */
  diff: DiffLine[];
  createdAt: Date;
}

/** Where a Gift was copied from and the Contractors using copies of it, as far as the reader may see. */
export interface GiftLineageView {
  /** The Gift this one was started from, when it still exists and the reader may see its holder. */
  startedFrom: { giftId: string; giftName: string; holder: { id: string; name: string } } | null;
  /** Gifts started from this one, oldest first: public Contractors' (and the reader's own) only. */
  usedBy: { giftId: string; giftName: string; holder: { id: string; name: string }; owner: { handle: string } }[];
}

/** A Gift with its holder, every revision, and its copies. */
export interface GiftDetailView {
  gift: GiftView;
  contractor: { id: string; name: string; ownerHandle: string; editable: boolean };
  revisions: GiftRevisionView[];
  lineage: GiftLineageView;
}

/** A Gift on the community shelf: what a browsing player needs to choose it, and whose it is. */
export interface CommunityGiftView {
  id: string;
  name: string;
  tagline: string;
  typeId: string;
  typeName: string;
  effectId: string;
  effectName: string;
  styleId: string;
  styleName: string;
  cost: number;
  systemText: string;
  stockId: string | null;
  holder: { id: string; name: string };
  owner: { handle: string };
  createdAt: Date;
}

/** A compiler problem in words, with the input field it concerns. */
export interface GiftProblem {
  code: string;
  field: string;
  message: string;
  component?: string;
}

/** What the builder shows for a spec: cost, System Text and every problem, with words. */
export interface GiftPreview {
  cost: number;
  rawCost: number;
  breakdown: Record<string, number>;
  systemText: string;
  requiredStatus: StatusId;
  violations: GiftProblem[];
  warnings: GiftProblem[];
  /** The Contractor it was checked against, when one was named. */
  recipient: { contractorId: string; status: StatusId; giftCredits: number; improvements: number } | null;
}

/** A saved draft: a spec that belongs to a player, not to a Contractor. */
export interface GiftDraftView {
  id: string;
  name: string;
  cost: number;
  spec: GiftSpec;
  createdAt: Date;
  updatedAt: Date;
}
