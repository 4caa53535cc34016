import { PLAYGROUP_PERMISSIONS, STATUS_IDS } from '@harbinger/rules';
import { z } from 'zod';
import { handleRef, id, named, pageOf, timestamp } from './response-fields.js';
import { unverifiedImportSchema } from './responses-contractors.js';

const record = z.strictObject({
  contracts: z.number().int(),
  victories: z.number().int(),
  failures: z.number().int(),
  deaths: z.number().int(),
  danger: z.string(),
});
const membership = z.enum(['open', 'invite']);
const status = z.enum(STATUS_IDS);

/** A Playgroup's listing: pitch, setting and notes are Markdown source; the community link is https or empty. */
export const playgroupListingSchema = z.strictObject({
  pitch: z.string(),
  setting: z.string(),
  creationNotes: z.string(),
  communityLink: z.string(),
  meets: z.enum(['online', 'in_person', 'both']),
  timeZone: z.string(),
  statusMin: status,
  statusMax: status,
});
const permission = z.enum(PLAYGROUP_PERMISSIONS);
const approval = z.enum(['pending', 'approved', 'changes_requested']);

/** The public list of Playgroups, a page at a time. */
export const playgroupPageSchema = pageOf(
  z.strictObject({
    id,
    name: z.string(),
    description: z.string(),
    membership,
    listed: z.boolean(),
    members: z.number().int(),
    record,
    createdAt: timestamp,
  }),
);

/** Find Playgroups: listed Playgroups with their listing and the next Contract with a free seat. */
export const foundPlaygroupPageSchema = pageOf(
  z.strictObject({
    id,
    name: z.string(),
    membership,
    listing: playgroupListingSchema,
    members: z.number().int(),
    record,
    nextOpenContract: z
      .strictObject({
        id,
        title: z.string(),
        startsAt: timestamp,
        state: z.string(),
        requiredStatus: z.enum(['any', ...STATUS_IDS]),
        seatsFree: z.number().int(),
      })
      .nullable(),
    createdAt: timestamp,
  }),
);

/** A member's secret calendar address of one Playgroup. */
export const playgroupFeedSchema = z.strictObject({ token: z.string(), url: z.string() });

/**
 * A Playgroup's page; the invite token and the invited and banned lists reach only those who manage memberships. An
 * unlisted Playgroup is `restricted` for outsiders: its name only (house rules and record null, lists empty), and the
 * listing for a player invited to it.
 */
export const playgroupViewSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  membership,
  listed: z.boolean(),
  restricted: z.boolean(),
  listing: playgroupListingSchema.nullable(),
  houseRules: z
    .strictObject({
      healing: z.string(),
      goldenRatio: z.boolean(),
      visitorsAllowed: z.boolean(),
      poolFloor1: z.boolean(),
      classicCombat: z.boolean(),
      text: z.string(),
    })
    .nullable(),
  version: z.number().int(),
  createdAt: timestamp,
  record: record.nullable(),
  roles: z.array(
    z.strictObject({ id: z.string(), name: z.string(), permissions: z.array(permission), builtin: z.boolean() }),
  ),
  members: z.array(z.strictObject({ userId: id, handle: z.string(), roles: z.array(named), since: timestamp })),
  contractors: z.array(
    z.strictObject({
      id,
      name: z.string(),
      owner: handleRef,
      status,
      victories: z.number().int(),
      approval,
      message: z.string(),
      dead: z.boolean(),
      private: z.boolean(),
      unverifiedImport: unverifiedImportSchema.nullable(),
    }),
  ),
  viewer: z.strictObject({
    state: z.enum(['member', 'invited', 'banned']).nullable(),
    roles: z.array(z.string()),
    permissions: z.array(permission),
    canJoin: z.boolean(),
  }),
  inviteToken: z.string().optional(),
  invited: z.array(z.strictObject({ handle: z.string(), since: timestamp })).optional(),
  banned: z.array(z.strictObject({ handle: z.string(), reason: z.string(), since: timestamp })).optional(),
});

/** Where a Contractor stands in its home Playgroup. */
export const contractorHomeSchema = z.strictObject({
  contractorId: id,
  playgroup: named,
  approval,
  message: z.string(),
  note: z.string(),
  resubmittedAt: timestamp.nullable(),
});

/** A World Event; `body` is Markdown source. */
export const worldEventViewSchema = z.strictObject({
  id,
  title: z.string(),
  body: z.string(),
  author: handleRef.nullable(),
  createdAt: timestamp,
});

/** The World Events feed, a page at a time. */
export const worldEventPageSchema = pageOf(worldEventViewSchema);

/** A freshly made invite token. */
export const inviteTokenSchema = z.strictObject({ inviteToken: z.string() });

/** How many notifications are still unread. */
export const unreadSchema = z.strictObject({ unread: z.number().int() });

/** A page of the caller's notifications, with the unread count. */
export const notificationPageSchema = pageOf(
  z.strictObject({
    id,
    kind: z.string(),
    message: z.string(),
    link: z.string(),
    read: z.boolean(),
    createdAt: timestamp,
  }),
).extend({ unread: z.number().int() });

const emailMode = z.enum(['instant', 'digest', 'off']);

/** The caller's email choice for every notification category. */
export const emailPreferencesViewSchema = z.strictObject({
  contracts: emailMode,
  approvals: emailMode,
  rewards: emailMode,
  news: emailMode,
});
