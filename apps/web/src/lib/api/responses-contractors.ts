import { UNVERIFIED_REASONS } from '@harbinger/platform';
import { LEDGER_RESOURCES } from '@harbinger/rules';
import { z } from 'zod';
import { codedMessage, handleRef, id, timestamp } from './response-fields.js';

const ratings = z.record(z.string(), z.number().int());

/** What a create answers: the new record's id. */
export const createdIdSchema = z.strictObject({ id });

/** What an import could not verify, until a Leader of the home Playgroup accepts it. */
export const unverifiedImportSchema = z
  .strictObject({
    victories: z.number().int(),
    gifts: z.number().int(),
    reason: z.enum(UNVERIFIED_REASONS),
    issuer: z.string().meta({ description: 'The origin the passport names ("" when it names none).' }),
  })
  .meta({ description: 'Imported, unverified: these victories do not count and these Gifts cannot be used yet.' });

/** What an import answers: the new Contractor, and whether a known server vouched for all of it. */
export const importedPassportSchema = z.strictObject({
  id,
  verified: z.boolean().meta({
    description: 'Clean: signed by this server or a trusted one, unchanged, and its Contractor not here already.',
  }),
  unverified: unverifiedImportSchema.nullable(),
});

/** One line of a player's Contractor list. */
export const contractorSummarySchema = z.strictObject({
  id,
  owner: handleRef,
  name: z.string(),
  archetype: z.string(),
  paradigm: z.string(),
  ambition: z.string(),
  private: z.boolean(),
  victories: z.number().int(),
  status: z.string(),
  version: z.number().int(),
  updatedAt: timestamp,
  dead: z.boolean().meta({ description: 'Its death stands (not voided).' }),
  diedAt: timestamp.nullable().meta({ description: 'The date of the Contract on which it died.' }),
  retiredAt: timestamp.nullable().meta({ description: 'When its owner retired it (kept, read-only); null if active.' }),
});

const limitView = z.strictObject({
  id: z.string().optional(),
  name: z.string(),
  description: z.string(),
  custom: z.boolean(),
});
const assetView = z.strictObject({
  id: z.string(),
  name: z.string(),
  value: z.number(),
  category: z.string(),
  restricted: z.boolean(),
  grants: z.string(),
});
const injuryView = z.strictObject({
  id,
  severity: z.number().int(),
  originalSeverity: z.number().int(),
  stabilized: z.boolean(),
  cleanHeal: z.boolean(),
  failedAttempts: z.number().int(),
  receivedAt: timestamp,
  scarClass: z.string().nullable(),
  scarId: z.string().optional(),
  battleScarId: id.optional(),
  degradesAt: timestamp.optional(),
  note: z.string(),
});
const traumaView = z.strictObject({ id, stockId: z.string().optional(), name: z.string(), summary: z.string() });
const battleScarView = z.strictObject({
  id,
  stockId: z.string().optional(),
  name: z.string(),
  class: z.string(),
  permanent: z.boolean(),
  chosen: z.boolean(),
  injuryId: id.optional(),
  effect: z.string().optional(),
  willToSurvive: z.boolean().optional().meta({ description: 'The permanent Major scar paid for Will to Survive.' }),
  effects: z
    .strictObject({
      penalty: z.number().int().optional(),
      penaltyFloor: z.number().int().optional(),
      movementMultiplier: z.number().optional(),
      noDashOrSprint: z.boolean().optional(),
    })
    .optional()
    .meta({ description: 'A custom scar’s numbers; stock scars take theirs from the rules.' }),
});

/** A Contractor: its stored facts plus everything the rules engine derives from them. */
export const contractorViewSchema = z
  .strictObject({
    id,
    owner: handleRef,
    version: z.number().int().meta({ description: 'Send it back with a change; a stale one answers 409.' }),
    private: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    concept: z.strictObject({
      name: z.string(),
      archetype: z.string(),
      paradigm: z.string(),
      ambition: z.string(),
      age: z.string(),
      residence: z.string(),
      appearance: z.string(),
    }),
    limits: z.array(limitView),
    attributes: ratings,
    abilities: ratings,
    secondaryAbilities: ratings,
    assets: z.array(assetView),
    liabilities: z.array(assetView),
    injuries: z.array(injuryView),
    mindDamage: z.number().int(),
    traumas: z.array(traumaView),
    battleScars: z.array(battleScarView),
    source: z.strictObject({ name: z.string(), capacity: z.number().int(), current: z.number().int() }).nullable(),
    conditions: z.array(z.string()),
    circumstances: z.array(z.string()),
    trophies: z.array(z.string()),
    equipment: z.string(),
    weapons: z.array(z.string()),
    armor: z.string().nullable(),
    biography: z.string(),
    notes: z.string(),
    victories: z.number().int().meta({ description: 'The victories that count; see `unverifiedImport`.' }),
    unverifiedImport: unverifiedImportSchema.nullable(),
    derived: z.record(z.string(), z.unknown()).meta({
      description: 'Named as `harbinger derive --json` names them: body, mind, penalty, status, movement and so on.',
    }),
    exp: z.strictObject({ earned: z.number().int(), spent: z.number().int(), available: z.number().int() }),
    giftCredits: z.number().int(),
    improvements: z.number().int(),
    flags: z.array(codedMessage).meta({ description: 'Choices outside the rules: allowed, but shown.' }),
    retiredAt: timestamp
      .nullable()
      .meta({ description: 'When its owner retired it: kept with its history, read-only. Null while active.' }),
    editable: z.boolean(),
    leaderMayEdit: z.boolean(),
    dead: z.boolean().meta({
      description:
        'Its death stands (not voided): the sheet is read-only and every change answers 409 `contractor_dead`.',
    }),
    diedAt: timestamp
      .nullable()
      .meta({ description: 'The date of the Contract on which it died (not when the death was recorded).' }),
  })
  .meta({ description: 'What the rules engine makes of the stored facts, next to the facts themselves.' });

/** A death the GM (or a Leader) just confirmed. */
export const confirmedDeathSchema = z.strictObject({
  diedAt: timestamp.meta({ description: 'The date of the running Contract on which it died.' }),
  contractId: id.meta({ description: 'That Contract: voiding it voids the death.' }),
});

/** One ledger entry: a resource gained or spent, why, and whether a void took it back. */
export const ledgerEntrySchema = z.strictObject({
  id,
  resource: z.enum(LEDGER_RESOURCES),
  amount: z.number().int(),
  kind: z.string(),
  cause: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
  voidedAt: timestamp.nullable(),
  description: z.string(),
});

/** A player's Contractor list. */
export const contractorSummaryListSchema = z.array(contractorSummarySchema);

/** A Contractor's whole ledger, oldest first. */
export const ledgerSchema = z.array(ledgerEntrySchema);

/** A player's Coins of Charon: the balance and every entry behind it. */
export const coinsSchema = z.strictObject({
  available: z.number().int(),
  received: z.number().int(),
  spent: z.number().int(),
  entries: z.array(ledgerEntrySchema),
});

/** A consent link just made; `token` is shown this once. */
export const consentLinkSchema = z.strictObject({
  token: z.string(),
  link: z.string().meta({ description: 'The page where the named player takes the passport (signed in as them).' }),
  contractorId: id,
  recipient: handleRef,
  expiresAt: timestamp,
});

/** What a Leader accepted of an import, and the victories the Contractor now counts. */
export const acceptedImportSchema = z.strictObject({
  contractorId: id,
  accepted: unverifiedImportSchema,
  victories: z.number().int(),
});

/** A change to a Contractor waiting for a Leader of its home Playgroup (or the Leader's decision on it). */
export const changeRequestSchema = z.strictObject({
  id,
  contractor: z.strictObject({ id, name: z.string() }),
  playgroup: z.strictObject({ id, name: z.string() }),
  kind: z.enum(['limits', 'asset_purchase', 'liability_removal']),
  state: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  summary: z.string(),
  limits: z.array(limitView).optional(),
  cost: z.number().int().optional(),
  message: z.string(),
  createdAt: timestamp,
});

/** A retired Contractor's id and the moment it was retired. */
export const retiredSchema = z.strictObject({ id, retiredAt: timestamp });

/** The change requests of a Contractor or a Playgroup. */
export const changeRequestListSchema = z.array(changeRequestSchema);
