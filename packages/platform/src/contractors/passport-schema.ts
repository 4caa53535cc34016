import { STOCK_BATTLE_SCARS, STOCK_TRAUMAS } from '@harbinger/rules';
import { z } from 'zod';
import {
  abilitiesSchema,
  armorSchema,
  attributeRating,
  conceptFields,
  limitChoiceSchema,
  secondaryAbilitiesSchema,
  textListSchema,
  weaponListSchema,
} from './create-schema.js';
import { scarClassSchema, scarEffectsSchema } from './play-schemas.js';
import { ABILITY_RANGE, ATTRIBUTE_IDS, LIMIT_COUNT, type AttributeId } from '@harbinger/rules';
import { passportGiftsSchema } from '../gifts/passport-gifts.js';
import { passportClaimSchema, passportSignatureSchema, unverifiedImportSchema } from '../passports/claim-schema.js';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);
const moment = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });
const longText = z.string().max(20_000);
const stockScar = z.string().refine((id) => Object.hasOwn(STOCK_BATTLE_SCARS, id), 'is not a stock Battle Scar');
const stockTrauma = z.string().refine((id) => Object.hasOwn(STOCK_TRAUMAS, id), 'is not a stock Trauma');

/**
 * The passport format's version; a new version keeps reading the old ones. 1: the sheet and its ledger. 2: the same
 * plus a `gifts` section (Gifts with every revision and artifact history, crafted items, Crafting Location, Source
 * conditions). 3: the same plus the issuing server's `claim` and `signature`, and what an earlier import left
 * unverified.
 */
export const PASSPORT_VERSION = 3;

const passportContractor = z.strictObject({
  concept: z.strictObject({
    name: conceptFields.name,
    archetype: conceptFields.archetype,
    paradigm: conceptFields.paradigm,
    ambition: conceptFields.ambition,
    age: z.string().max(40),
    residence: z.string().max(120),
    appearance: z.string().max(2000),
  }),
  limits: z.array(limitChoiceSchema).length(LIMIT_COUNT),
  attributes: z.strictObject(
    Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, attributeRating()])) as Record<AttributeId, z.ZodNumber>,
  ),
  abilities: abilitiesSchema(ABILITY_RANGE.max),
  secondaryAbilities: secondaryAbilitiesSchema(ABILITY_RANGE.max),
  assets: z.array(z.string().max(60)).max(30),
  liabilities: z.array(z.string().max(60)).max(30),
  injuries: z
    .array(
      z.strictObject({
        /** The Injury's id in the exporting database, so Battle Scars can point at it. */
        ref: z.string().min(1).max(60),
        severity: whole(1, 40),
        originalSeverity: whole(1, 40),
        stabilized: z.boolean(),
        cleanHeal: z.boolean(),
        failedAttempts: whole(0, 100),
        scarClass: scarClassSchema.nullable(),
        note: z.string().max(200),
        receivedAt: moment,
        degradingSince: moment,
      }),
    )
    .max(100),
  mindDamage: whole(0, 100),
  traumas: z
    .array(
      z.strictObject({
        stockId: stockTrauma.nullable(),
        name: z.string().min(1).max(80),
        summary: z.string().max(400),
        createdAt: moment,
      }),
    )
    .max(100),
  battleScars: z
    .array(
      z.strictObject({
        stockId: stockScar.nullable(),
        /** Null while the player has not picked the scar an Injury left. */
        name: z.string().min(1).max(80).nullable(),
        class: scarClassSchema,
        permanent: z.boolean(),
        injuryRef: z.string().max(60).nullable(),
        createdAt: moment,
        /** The permanent Major scar paid for Will to Survive (left out: false). */
        willToSurvive: z.boolean().optional(),
        /** A custom scar's numbers. */
        effects: scarEffectsSchema.optional(),
      }),
    )
    .max(100),
  source: z
    .strictObject({ name: z.string().min(1).max(80), capacity: whole(0, 100), current: whole(0, 100) })
    .refine((s) => s.current <= s.capacity, 'Source points exceed the capacity')
    .nullable(),
  conditions: textListSchema,
  circumstances: textListSchema,
  trophies: textListSchema,
  equipment: longText,
  weapons: weaponListSchema,
  armor: armorSchema,
  biography: longText,
  notes: longText,
  victories: whole(0, 10_000),
  private: z.boolean(),
});

const ledgerSchema = z
  .array(
    z.strictObject({
      /** The entry's id where it was written; a refund names the spend it undoes by it (`cause.refundOf`). */
      id: z.string().min(1).max(64).optional(),
      resource: z.enum(['exp', 'gift_credit', 'improvement']),
      amount: whole(-100_000, 100_000),
      kind: z.string().min(1).max(40),
      cause: z.record(z.string(), z.unknown()),
      createdAt: moment,
      voidedAt: moment.nullable(),
    }),
  )
  .max(10_000);

/** Version 1: the sheet and the whole ledger, no Gifts (still read, never written). */
const passportV1 = z.strictObject({
  format: z.literal('harbinger.contractor'),
  version: z.literal(1),
  exportedAt: moment,
  contractor: passportContractor,
  ledger: ledgerSchema,
});

/** Version 2: version 1 plus the Gifts. */
const passportV2 = passportV1.extend({ version: z.literal(2), gifts: passportGiftsSchema });

/**
 * Version 3, what exports write: version 2 plus the issuing server's claim and signature. `victories` counts every
 * victory the ledger paid; `unverifiedImport` says how many of them (and which Gifts, marked `unverified`) an
 * earlier import could not verify, so a server passing a Contractor on never vouches for more than it could.
 */
const passportV3 = passportV2.extend({
  version: z.literal(PASSPORT_VERSION),
  contractor: passportContractor.extend({ unverifiedImport: unverifiedImportSchema.nullable() }),
  claim: passportClaimSchema,
  signature: passportSignatureSchema.optional(),
});

/**
 * A Contractor as a portable JSON file: every stored fact, the whole ledger, the Gifts (from version 2) and the
 * issuing server's signed claim (from version 3) (`GET …/export`, `POST …/import`). Any version from 1 on is read.
 */
export const passportSchema = z.discriminatedUnion('version', [passportV1, passportV2, passportV3]);

/** A passport file of any version this platform reads. */
export type Passport = z.output<typeof passportSchema>;

/** A passport as exports write it today. */
export type CurrentPassport = z.output<typeof passportV3>;

/** A passport before the issuing server adds its claim and signature. */
export type PassportBody = Omit<CurrentPassport, 'claim' | 'signature'>;
