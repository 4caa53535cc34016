import { HEALING_MODES, PLAYGROUP_PERMISSIONS, STATUS_IDS } from '@harbinger/rules';
import { z } from 'zod';
import { handleSchema, timezoneSchema } from '../accounts/schemas.js';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);
/** The version the editor read; a stale one is refused with 409. */
const version = whole(1, Number.MAX_SAFE_INTEGER);
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');

/** A Playgroup's house rules; every field may be left out (the defaults are the canonical rules). */
export const houseRulesSchema = z.strictObject({
  healing: z.enum(HEALING_MODES).optional(),
  goldenRatio: z.boolean().optional(),
  visitorsAllowed: z.boolean().optional(),
  poolFloor1: z.boolean().optional(),
  classicCombat: z.boolean().optional(),
  /** Free-text house rules (Markdown). */
  text: z.string().max(8000).optional(),
});
export type HouseRulesInput = z.input<typeof houseRulesSchema>;

/** How a Playgroup's table meets: online, in person, or both. */
export const PLAYGROUP_MEETS = ['online', 'in_person', 'both'] as const;
export type PlaygroupMeets = (typeof PLAYGROUP_MEETS)[number];

/** True for an absolute https:// address with a host (a Discord invite, a forum). */
export function isHttpsLink(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** The community link: empty, or an https:// address. */
const communityLink = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || isHttpsLink(v), 'must be an https:// address, such as a Discord invite');

/**
 * A Playgroup's listing: whether outsiders may see it and find it, and what Find Playgroups shows and filters on.
 * Every field may be left out (a new Playgroup is unlisted, meets online and in person, in its creator's time zone,
 * and plays at every Status).
 */
export const listingSchema = z.strictObject({
  /** Shown in Find Playgroups, and everything but the settings visible to outsiders; otherwise private. */
  listed: z.boolean().optional(),
  /** A short pitch (Markdown). */
  pitch: z.string().trim().max(500).optional(),
  /** The setting in a few lines (Markdown). */
  setting: z.string().trim().max(2000).optional(),
  /** What a new player should know before making a Contractor (Markdown). */
  creationNotes: z.string().trim().max(4000).optional(),
  communityLink: communityLink.optional(),
  meets: z.enum(PLAYGROUP_MEETS).optional(),
  /** The IANA time zone the table plays in. */
  timeZone: timezoneSchema.optional(),
  /** The lowest and highest Contractor Status the table plays at. */
  statusMin: z.enum(STATUS_IDS).optional(),
  statusMax: z.enum(STATUS_IDS).optional(),
});
export type ListingInput = z.input<typeof listingSchema>;

const name = z.string().trim().min(3, 'needs at least 3 characters').max(80);
const description = z.string().trim().max(4000);

/** Creating a Playgroup (`POST /api/v1/playgroups`). */
export const playgroupCreateSchema = z.strictObject({
  name,
  description: description.default(''),
  membership: z.enum(['open', 'invite']).default('open'),
  houseRules: houseRulesSchema.default({}),
  listing: listingSchema.default({}),
});
export type PlaygroupCreateInput = z.input<typeof playgroupCreateSchema>;

/** Changing a Playgroup's settings and house rules (`PATCH /api/v1/playgroups/{id}`). */
export const playgroupPatchSchema = z.strictObject({
  version,
  name: name.optional(),
  description: description.optional(),
  membership: z.enum(['open', 'invite']).optional(),
  houseRules: houseRulesSchema.optional(),
  listing: listingSchema.optional(),
});
export type PlaygroupPatchInput = z.input<typeof playgroupPatchSchema>;

/** A built-in role id or a custom role's id. */
export const roleIdSchema = z.union([z.enum(['leader', 'judge', 'member', 'watcher']), uuid]);

/**
 * What `POST /api/v1/playgroups/{id}/members` does: join (an open Playgroup, an invitation, or the invite link's
 * token), or invite another player by handle.
 */
export const memberRequestSchema = z.union([
  z.strictObject({ action: z.literal('join'), token: z.string().max(200).optional() }),
  z.strictObject({ action: z.literal('invite'), handle: handleSchema }),
]);
export type MemberRequestInput = z.input<typeof memberRequestSchema>;

/** Changing one member: roles, kick, ban, lifting a ban, or leaving (for oneself). */
export const memberChangeSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('set_roles'), roles: z.array(roleIdSchema).min(1).max(10) }),
  z.strictObject({ action: z.literal('kick') }),
  z.strictObject({ action: z.literal('ban'), reason: z.string().trim().max(500).default('') }),
  z.strictObject({ action: z.literal('unban') }),
  z.strictObject({ action: z.literal('leave') }),
  z.strictObject({ action: z.literal('decline') }),
]);
export type MemberChangeInput = z.input<typeof memberChangeSchema>;

/** A custom role: a name and permissions. */
export const customRoleSchema = z.strictObject({
  name: z.string().trim().min(2).max(40),
  permissions: z.array(z.enum(PLAYGROUP_PERMISSIONS)).max(PLAYGROUP_PERMISSIONS.length),
});
export type CustomRoleInput = z.input<typeof customRoleSchema>;

/** Bringing one's Contractor into a Playgroup (it waits for approval). */
export const addContractorSchema = z.strictObject({ contractorId: uuid });
export type AddContractorInput = z.input<typeof addContractorSchema>;

/** A Leader's decision on a Contractor: approve, or ask for changes with a message. */
export const contractorDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), message: z.string().trim().max(2000).default('') }),
  z.strictObject({
    decision: z.literal('request_changes'),
    message: z.string().trim().min(1, 'say what should change').max(2000),
  }),
]);
export type ContractorDecisionInput = z.input<typeof contractorDecisionSchema>;

/** A World Event (Markdown body). */
export const worldEventSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(20000),
});
export type WorldEventInput = z.input<typeof worldEventSchema>;

/** Paging a feed: an opaque cursor from the previous page and a page size. */
export const pageSchema = z.strictObject({
  before: z.string().max(200).optional(),
  limit: whole(1, 100).default(20),
});
export type PageInput = z.input<typeof pageSchema>;

/**
 * Find Playgroups (`GET /api/v1/playgroups/find`): listed Playgroups only, newest first, filtered by how they meet,
 * time zone (`near` a zone, within `withinHours` of its current offset), the Status a Contractor plays at, an
 * upcoming Contract with a free seat, and open membership.
 */
export const findPlaygroupsSchema = z.strictObject({
  before: z.string().max(200).optional(),
  limit: whole(1, 50).default(20),
  meets: z.enum(['online', 'in_person']).optional(),
  near: timezoneSchema.optional(),
  withinHours: whole(0, 12).default(3),
  status: z.enum(STATUS_IDS).optional(),
  openSeats: z.boolean().default(false),
  openMembership: z.boolean().default(false),
});
export type FindPlaygroupsInput = z.input<typeof findPlaygroupsSchema>;
