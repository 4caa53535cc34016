import { ATTENDEE_OUTCOMES, CYCLE_LENGTH, STATUS_IDS } from '@harbinger/rules';
import { z } from 'zod';
import { handleSchema } from '../accounts/schemas.js';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');

/** How the table meets. */
export const PLAY_MODES = ['in_person', 'voice', 'video', 'text', 'other'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** A moment: an ISO 8601 time with its offset (`2030-01-05T19:00:00+01:00`), or a Date from code. */
const moment = z
  .union([
    z.date(),
    z.iso.datetime({
      offset: true,
      message: 'must be a date and time with its offset, such as 2030-01-05T19:00:00+01:00',
    }),
  ])
  .transform((v) => new Date(v));

/** The GM's notes on one run of a Scenario. */
export const scenarioNotesField = z.string().trim().max(8000);

const contractFields = {
  title: z.string().trim().min(1).max(120),
  /** The invitation players read (Markdown). */
  invitation: z.string().trim().max(8000),
  startsAt: moment,
  /** The one Status the GM opens the Contract to, or any. */
  requiredStatus: z.enum(['any', ...STATUS_IDS]),
  /** Who may answer: the Playgroup's members, or anyone signed in (visitors follow the house rule). */
  rsvpRule: z.enum(['members', 'anyone']),
  /** Seats, Ringers included. */
  capacity: whole(1, 50),
  ringersAllowed: z.boolean(),
  playMode: z.enum(PLAY_MODES),
  /** Where or on what the table meets (an address, a voice channel). */
  venue: z.string().trim().max(300),
  lookingForPlayers: z.boolean(),
  /** Played over several sessions (then a simple majority of players may void it). */
  splitOverSessions: z.boolean(),
  /** The Scenario it runs (one the GM has discovered, not a learning one); null: none. */
  scenarioId: uuid.nullable(),
};

/** Scheduling a Contract (`POST /api/v1/contracts`): the actor becomes its GM. */
export const scheduleContractSchema = z.strictObject({
  playgroupId: uuid,
  title: contractFields.title,
  invitation: contractFields.invitation.default(''),
  startsAt: contractFields.startsAt,
  requiredStatus: contractFields.requiredStatus.default('any'),
  rsvpRule: contractFields.rsvpRule.default('members'),
  capacity: contractFields.capacity.default(5),
  ringersAllowed: contractFields.ringersAllowed.default(true),
  playMode: contractFields.playMode.default('in_person'),
  venue: contractFields.venue.default(''),
  lookingForPlayers: contractFields.lookingForPlayers.default(false),
  splitOverSessions: contractFields.splitOverSessions.default(false),
  scenarioId: contractFields.scenarioId.optional(),
  /**
   * Part of a Cycle (Contracts back to back, no Downtime between them): `{ length }` starts a new Cycle of that many
   * Contracts with this one; `{ cycleId }` makes this the next Contract of an open Cycle of the Playgroup.
   */
  cycle: z
    .union([z.strictObject({ length: whole(CYCLE_LENGTH.min, CYCLE_LENGTH.max) }), z.strictObject({ cycleId: uuid })])
    .optional(),
});
export type ScheduleContractInput = z.input<typeof scheduleContractSchema>;

/** Changing a scheduled Contract (`PATCH /api/v1/contracts/{id}`), with the version read. */
export const contractPatchSchema = z.strictObject({
  version: whole(1, Number.MAX_SAFE_INTEGER),
  title: contractFields.title.optional(),
  invitation: contractFields.invitation.optional(),
  startsAt: contractFields.startsAt.optional(),
  requiredStatus: contractFields.requiredStatus.optional(),
  rsvpRule: contractFields.rsvpRule.optional(),
  capacity: contractFields.capacity.optional(),
  ringersAllowed: contractFields.ringersAllowed.optional(),
  playMode: contractFields.playMode.optional(),
  venue: contractFields.venue.optional(),
  lookingForPlayers: contractFields.lookingForPlayers.optional(),
  splitOverSessions: contractFields.splitOverSessions.optional(),
  scenarioId: contractFields.scenarioId.optional(),
});
export type ContractPatchInput = z.input<typeof contractPatchSchema>;

/** Answering the invitation (`POST /api/v1/contracts/{id}/rsvp`): with one's Contractor, or as a Ringer. */
export const rsvpSchema = z.union([
  z.strictObject({ contractorId: uuid }),
  z.strictObject({
    ringer: z.literal(true),
    /**
     * The player's Contractor that takes the Ringer bonus Exp (can be chosen later, until the Contract is finished).
     */
    bonusContractorId: uuid.nullable().optional(),
  }),
]);
export type RsvpInput = z.input<typeof rsvpSchema>;

/** What killed a Contractor, in the GM's words (the same limit as a death confirmed from the sheet). */
export const causeOfDeathField = z.string().trim().max(200, 'may have at most 200 characters');

/** What the GM records when finishing (`POST /api/v1/contracts/{id}/finish`). */
export const finishContractSchema = z.strictObject({
  version: whole(1, Number.MAX_SAFE_INTEGER).optional(),
  outcomes: z
    .array(
      z.strictObject({
        contractorId: uuid,
        outcome: z.enum(ATTENDEE_OUTCOMES, {
          error: 'needs an outcome: choose victory, failure, death or declined',
        }),
        /** At most one Contractor earns the Commission. */
        commission: z.boolean().default(false),
        /** What killed the Contractor, shown on its grave; only for a `death` outcome (otherwise refused). */
        cause: causeOfDeathField.optional(),
      }),
    )
    .max(50),
  /** Each Ringer's player and whether the Ringer met its objective (left out: not met). */
  ringers: z
    .array(z.strictObject({ handle: handleSchema, achieved: z.boolean() }))
    .max(50)
    .default([]),
  /**
   * The GM's own Contractor that takes the GM Improvement (and the GM bonus Exp unless another is named). Left out or
   * null: the GM chooses later on the Contract's page (`gmRewardsPending`), and the rewards are paid then.
   */
  gmImprovementContractorId: uuid.nullable().optional(),
  gmBonusContractorId: uuid.nullable().optional(),
  notes: z.string().trim().max(8000).default(''),
  /**
   * Handouts of the Contract's Scenario the GM grants: each names a handout by its id and the attending Contractors
   * (not Ringers, not the dead) who receive it.
   */
  handouts: z
    .array(z.strictObject({ handoutId: z.string().trim().min(1).max(100), contractorIds: z.array(uuid).max(50) }))
    .max(100)
    .default([]),
  /** The GM's notes on how this run of the Scenario went (read by those who know the Scenario). */
  scenarioNotes: scenarioNotesField.optional(),
});
export type FinishContractInput = z.input<typeof finishContractSchema>;

/** Voiding (`POST /api/v1/contracts/{id}/void`): a Leader voids at once; a player's call counts as a vote. */
export const voidContractSchema = z.strictObject({ reason: z.string().trim().max(2000).default('') });
export type VoidContractRequest = z.input<typeof voidContractSchema>;

/** Which Contracts to list. */
export const listContractsSchema = z.strictObject({
  playgroupId: uuid.optional(),
  /** Only the actor's own (as GM or attendee). */
  mine: z.boolean().default(false),
  /** Only scheduled ones marked as looking for players. */
  lookingForPlayers: z.boolean().default(false),
  /** Scheduled and active only. */
  upcoming: z.boolean().default(false),
  limit: whole(1, 200).default(50),
});
export type ListContractsInput = z.input<typeof listContractsSchema>;

/** Editing an obituary. */
export const obituarySchema = z.strictObject({ obituary: z.string().trim().max(8000) });

/** Choosing the Contractor that takes a Ringer's bonus Exp. */
export const ringerBonusSchema = z.strictObject({ bonusContractorId: uuid.nullable() });
