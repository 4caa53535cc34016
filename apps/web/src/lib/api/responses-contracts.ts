import {
  ATTENDEE_OUTCOMES,
  CONTRACT_STATES,
  LEDGER_RESOURCES,
  STATUS_IDS,
  type ContractState,
  type StatusId,
} from '@harbinger/rules';
import { z } from 'zod';
import { contractScenarioSchema, spoiledPlayerSchema } from './responses-scenarios-play.js';
import { handleRef, id, named, pageOf, timestamp } from './response-fields.js';

const outcome = z.enum(ATTENDEE_OUTCOMES);
const contractState = z.enum(Object.keys(CONTRACT_STATES) as [ContractState, ...ContractState[]]);
const attendee = z.strictObject({
  attendanceId: id,
  player: handleRef,
  ringer: z.boolean(),
  contractor: z
    .strictObject({ id, name: z.string(), status: z.string(), victories: z.number().int(), private: z.boolean() })
    .nullable(),
  hidden: z.boolean(),
  home: named.nullable().describe('The Contractor’s home Playgroup when it answered; null for none.'),
  visiting: z.boolean(),
  outcome: outcome.nullable(),
  ringerAchieved: z.boolean().nullable(),
  ringerBonusContractorId: id.nullable().describe('The Contractor a Ringer’s player chose for the bonus Exp.'),
  firstContract: z.boolean(),
  confirmed: z.boolean(),
  gmMayOpenSheet: z.boolean().describe('The viewer may open this seat’s sheet through the Contract.'),
});

/** A Contract's page: settings, state, seats and what the viewer may do. */
export const contractViewSchema = z.strictObject({
  id,
  playgroup: named,
  gm: handleRef,
  title: z.string(),
  invitation: z.string(),
  startsAt: timestamp,
  requiredStatus: z.string(),
  rsvpRule: z.enum(['members', 'anyone']),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  ringersAllowed: z.boolean(),
  playMode: z.string(),
  venue: z.string(),
  lookingForPlayers: z.boolean(),
  splitOverSessions: z.boolean(),
  state: contractState,
  version: z.number().int(),
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  canceledAt: timestamp.nullable(),
  voidedAt: timestamp.nullable(),
  voidReason: z.string(),
  declared: z
    .boolean()
    .describe('Declared after the fact; with state `active` it is awaiting the players’ confirmation.'),
  notes: z.string(),
  commissionContractorId: id.nullable(),
  gmImprovementContractorId: id.nullable(),
  gmBonusContractorId: id.nullable(),
  gmRewardsPending: z.boolean().describe('Recorded, but the GM has not yet named the Contractor for the GM rewards.'),
  attendees: z.array(attendee),
  rewards: z
    .array(
      z.strictObject({
        contractor: named.nullable(),
        hidden: z.boolean(),
        player: handleRef,
        resource: z.enum(LEDGER_RESOURCES),
        amount: z.number().int(),
        kind: z.string(),
        voided: z.boolean(),
      }),
    )
    .describe('What the Contract paid once recorded (a `commission` line names who earned the Commission).'),
  voidVotes: z.strictObject({ for: z.number().int(), eligible: z.number().int() }).nullable(),
  healingBack: z
    .strictObject({ lowered: z.number().int(), closed: z.number().int() })
    .nullable()
    .describe('While finished: the Injuries its healing lowered and closed, which voiding would give back.'),
  scenario: contractScenarioSchema.nullable().describe('The Scenario it runs (title and summary only).'),
  spoilers: z
    .array(spoiledPlayerSchema)
    .nullable()
    .describe('Who at the table already knows the Scenario: for its GM and managers only.'),
  scenarioNotes: z
    .string()
    .nullable()
    .describe('The GM’s run notes: for its GM, managers and readers who discovered the Scenario.'),
  cycle: z
    .strictObject({
      id,
      length: z.number().int(),
      position: z.number().int().nullable().describe('This Contract’s place (1 first); null once canceled or voided.'),
      played: z.number().int(),
      ended: z.boolean().describe('Ended early by its creator or a manager: it holds nobody any more.'),
      contracts: z.array(
        z.strictObject({ id, title: z.string(), state: z.string(), position: z.number().int().nullable() }),
      ),
    })
    .nullable()
    .describe(
      'The Cycle it belongs to: Contracts played back to back, with no Downtime between them. Whoever played one ' +
        'may not spend Exp (`in_cycle`) until its last is played.',
    ),
  viewer: z.strictObject({
    isGm: z.boolean(),
    canRun: z.boolean(),
    canVoid: z.boolean(),
    attendanceId: id.nullable(),
    mayVote: z.boolean(),
    voted: z.boolean(),
    mayConfirm: z.boolean(),
    mayChooseGmRewards: z.boolean(),
    mayWriteScenarioNotes: z.boolean(),
  }),
});

/** One line of a Contract list. */
export const contractSummarySchema = z.strictObject({
  id,
  playgroup: named,
  gm: handleRef,
  title: z.string(),
  startsAt: timestamp,
  state: contractState,
  declared: z
    .boolean()
    .describe('Declared after the fact; with state `active` it is awaiting the players’ confirmation.'),
  requiredStatus: z.string(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  lookingForPlayers: z.boolean(),
  playMode: z.string(),
});

const rewardLine = z.strictObject({
  contractorId: id.nullable(),
  userId: id.nullable(),
  resource: z.string(),
  amount: z.number().int(),
  kind: z.string(),
});
const statusChange = z.strictObject({ contractorId: id, before: z.string(), after: z.string() });

/** What recording a Contract did: rewards paid and held back (with why), Status changes and deaths. */
export const finishResultSchema = z.strictObject({
  contract: contractViewSchema,
  entries: z.array(rewardLine),
  refused: z.array(rewardLine.extend({ reason: z.string() })),
  waiting: z
    .array(z.strictObject({ contractorId: id, amount: z.number().int() }))
    .describe(
      'Improvements granted past the Gift Credit + Improvement cap: kept, spendable once a victory makes room.',
    ),
  gmRewardsPending: z.boolean(),
  statusChanges: z.array(statusChange),
  deaths: z.array(id),
});

/** A confirmation of a declared Contract; `recorded` is set by the last one. */
export const confirmResultSchema = z.strictObject({
  recorded: finishResultSchema.nullable(),
  contract: contractViewSchema,
});

/** What a void request did: voided at once, or a vote counted. */
export const voidResultSchema = z.strictObject({
  voided: z.boolean(),
  authority: z.enum(['manage_contracts', 'unanimous', 'majority']).nullable(),
  contract: contractViewSchema,
  votes: z.strictObject({ for: z.number().int(), eligible: z.number().int() }),
  entriesVoided: z.number().int(),
  statusChanges: z.array(statusChange),
  revived: z.array(id),
  overdrawn: z.array(
    z.strictObject({
      contractorId: id.nullable(),
      userId: id.nullable(),
      resource: z.enum(LEDGER_RESOURCES),
      available: z.number().int(),
    }),
  ),
  healingRestored: z
    .array(z.strictObject({ contractorId: id, injuryId: id }))
    .describe('Injuries whose healing by the Contract came back.'),
  healingKept: z
    .array(z.strictObject({ contractorId: id, injuryId: id }))
    .describe('Injuries it healed that changed since: left as they are, with a notice on each sheet.'),
});

/** The Graveyard, a page at a time. */
export const gravePageSchema = pageOf(
  z.strictObject({
    id,
    contractor: z.strictObject({ id, name: z.string(), status: z.string(), victories: z.number().int() }),
    owner: handleRef,
    contract: z.strictObject({ id, title: z.string() }).nullable(),
    playgroup: named.nullable(),
    diedAt: timestamp,
    obituary: z.string(),
    cause: z.string().meta({ description: 'What killed it, as its GM recorded; empty when not said.' }),
    editable: z.boolean(),
  }),
);

/** How many graves the caller may see under each Status at death. */
export const graveyardTallySchema = z.strictObject(
  Object.fromEntries(STATUS_IDS.map((s) => [s, z.number().int()])) as Record<StatusId, z.ZodNumber>,
);

/** The obituary as saved. */
export const obituaryResultSchema = z.strictObject({ obituary: z.string() });

/** A list of Contracts. */
export const contractSummaryListSchema = z.array(contractSummarySchema);
