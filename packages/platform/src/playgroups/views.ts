import type { DangerId, HealingMode, PlaygroupPermission, StatusId } from '@harbinger/rules';
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

/** One line of the public Playgroup list. */
export interface PlaygroupSummary {
  id: string;
  name: string;
  description: string;
  membership: 'open' | 'invite';
  members: number;
  record: PlaygroupRecord;
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

/** The Playgroup page. `inviteToken`, `invited` and `banned` only reach those who manage memberships. */
export interface PlaygroupView {
  id: string;
  name: string;
  description: string;
  membership: 'open' | 'invite';
  houseRules: HouseRules;
  version: number;
  createdAt: Date;
  record: PlaygroupRecord;
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
