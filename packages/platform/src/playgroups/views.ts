import type { ContractState, DangerId, HealingMode, PlaygroupPermission, StatusId } from '@harbinger/rules';
import type { UnverifiedImport } from '../db/schema.js';
import type { RoleView } from './roles.js';

/** A Playgroup's house rules as stored and shown. */
export interface HouseRules {
  healing: HealingMode;
  goldenRatio: boolean;
  visitorsAllowed: boolean;
  poolFloor1: boolean;
  classicCombat: boolean;
  /** Free-text house rules (Markdown, rendered safely at the edge). */
  text: string;
}

/** Counts over a Playgroup's finished (not voided) Contracts, and the danger label they earn. */
export interface PlaygroupRecord {
  contracts: number;
  victories: number;
  failures: number;
  deaths: number;
  danger: DangerId;
}

/** A Playgroup's listing: what Find Playgroups shows, and what invited players read before they accept. */
export interface PlaygroupListing {
  /** Markdown, short. */
  pitch: string;
  /** Markdown. */
  setting: string;
  /** Markdown: what to know before making a Contractor here. */
  creationNotes: string;
  /** An https:// address, or empty. */
  communityLink: string;
  meets: 'online' | 'in_person' | 'both';
  /** IANA time zone. */
  timeZone: string;
  statusMin: StatusId;
  statusMax: StatusId;
}

/** One line of the public Playgroup list. */
export interface PlaygroupSummary {
  id: string;
  name: string;
  description: string;
  membership: 'open' | 'invite';
  /** Publicly listed (the list shows unlisted ones only to their members, under Mine). */
  listed: boolean;
  members: number;
  record: PlaygroupRecord;
  createdAt: Date;
}

/** The soonest upcoming Contract of a Playgroup that still has a free seat. */
export interface OpenContractView {
  id: string;
  title: string;
  startsAt: Date;
  state: ContractState;
  requiredStatus: StatusId | 'any';
  seatsFree: number;
}

/** One Playgroup in Find Playgroups. */
export interface FoundPlaygroup {
  id: string;
  name: string;
  membership: 'open' | 'invite';
  listing: PlaygroupListing;
  members: number;
  record: PlaygroupRecord;
  nextOpenContract: OpenContractView | null;
  createdAt: Date;
}

/** A member as the Playgroup page lists them. */
export interface MemberView {
  userId: string;
  handle: string;
  roles: { id: string; name: string }[];
  since: Date;
}

/** A Contractor whose home is the Playgroup. */
export interface PlaygroupContractorView {
  id: string;
  name: string;
  owner: { handle: string };
  status: StatusId;
  victories: number;
  approval: 'pending' | 'approved' | 'changes_requested';
  /** The Leader's message when changes were asked for (to the owner and those who manage Contractors). */
  message: string;
  dead: boolean;
  private: boolean;
  /** What its import could not verify, waiting for a Leader here; null when nothing waits. */
  unverifiedImport: UnverifiedImport | null;
}

/** What the viewer may do here. */
export interface PlaygroupViewer {
  state: 'member' | 'invited' | 'banned' | null;
  roles: string[];
  permissions: PlaygroupPermission[];
  /** May join now (open Playgroup, or an invitation waiting). */
  canJoin: boolean;
}

/**
 * The Playgroup page. `inviteToken`, `invited` and `banned` only reach those who manage memberships. An unlisted
 * Playgroup is `restricted` for outsiders: they get its name and nothing else (description empty, house rules and
 * record null, no roles, members or Contractors); an invited player also gets the `listing`, to decide.
 */
export interface PlaygroupView {
  id: string;
  name: string;
  description: string;
  membership: 'open' | 'invite';
  /** Listed publicly (Find Playgroups shows it and outsiders see inside). */
  listed: boolean;
  /** The viewer sees only the name (and the listing, when invited). */
  restricted: boolean;
  listing: PlaygroupListing | null;
  houseRules: HouseRules | null;
  version: number;
  createdAt: Date;
  record: PlaygroupRecord | null;
  roles: RoleView[];
  members: MemberView[];
  contractors: PlaygroupContractorView[];
  viewer: PlaygroupViewer;
  inviteToken?: string;
  invited?: { handle: string; since: Date }[];
  banned?: { handle: string; reason: string; since: Date }[];
}

/** A World Event as the feed shows it; `body` is Markdown the edge renders with everything escaped. */
export interface WorldEventView {
  id: string;
  title: string;
  body: string;
  author: { handle: string } | null;
  createdAt: Date;
}
