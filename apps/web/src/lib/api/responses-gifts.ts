import { STATUS_IDS } from '@harbinger/rules';
import { z } from 'zod';
import { codedMessage, handleRef, id, named, pageOf, timestamp } from './response-fields.js';

const spec = z.record(z.string(), z.unknown()).meta({ description: 'The builder choices the Gift was compiled from.' });
const artifactEvent = z.strictObject({
  id,
  kind: z.enum(['status', 'transfer']),
  status: z.string(),
  from: z.strictObject({ id: id.nullable(), name: z.string() }).nullable(),
  to: z.strictObject({ id: id.nullable(), name: z.string() }).nullable(),
  note: z.string(),
  createdAt: timestamp,
});

/** A Gift as the sheet and the API show it. */
export const giftViewSchema = z.strictObject({
  id,
  contractorId: id,
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  effectId: z.string(),
  effectName: z.string(),
  styleId: z.string(),
  styleName: z.string(),
  cost: z.number().int().min(1),
  systemText: z.string(),
  revision: z.number().int().meta({ description: 'Send it back as `revision` to improve the Gift.' }),
  stockId: z.string().nullable(),
  spec,
  catalog: z.strictObject({
    version: z.string(),
    current: z.boolean(),
    changed: z.array(z.string()),
    missing: z.array(z.string()),
  }),
  artifact: z.strictObject({ status: z.string(), history: z.array(artifactEvent) }).nullable(),
  crafting: z
    .strictObject({
      kind: z.enum(['artifact', 'consumable']),
      freeCopies: z.number().int(),
      freeThisDowntime: z.boolean(),
    })
    .nullable(),
  unverified: z.boolean().meta({ description: 'Imported, unverified: not usable until a Leader accepts it.' }),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const problem = z.strictObject({
  code: z.string(),
  field: z.string(),
  message: z.string(),
  component: z.string().optional(),
});

/** A compiled spec: cost, System Text, and what stops it from being saved. */
export const giftPreviewSchema = z.strictObject({
  cost: z.number().int(),
  rawCost: z.number().int().meta({ description: 'The cost before the floor of 1.' }),
  breakdown: z.record(z.string(), z.number().int()),
  systemText: z.string(),
  requiredStatus: z.string(),
  violations: z.array(problem),
  warnings: z.array(problem),
  recipient: z
    .strictObject({
      contractorId: id,
      status: z.string(),
      giftCredits: z.number().int(),
      improvements: z.number().int(),
    })
    .nullable(),
});

/** A Playgroup's veto on a Gift; it holds while `ended` is null. */
export const giftVetoSchema = z.strictObject({
  id,
  giftId: id,
  giftName: z.string(),
  contractorId: id,
  playgroup: named,
  reason: z.string(),
  giftRevision: z.number().int().meta({ description: 'The revision judged; a reworked Gift is free of the veto.' }),
  vetoedBy: z.string().nullable(),
  vetoedAt: timestamp,
  ended: z.strictObject({ at: timestamp, how: z.literal('lifted'), by: z.string().nullable() }).nullable(),
});

const craftedItem = z.strictObject({
  id,
  kind: z.enum(['consumable', 'artifact']),
  name: z.string(),
  giftId: id.nullable(),
  quantity: z.number().int(),
  systemText: z.string(),
  giftCost: z.number().int(),
  giftRevision: z.number().int(),
  outdated: z.boolean(),
  crafterName: z.string().nullable(),
  createdAt: timestamp,
});

/** Everything the sheet's Stock tab shows about a Contractor's Gifts. */
export const contractorGiftsSchema = z.strictObject({
  contractor: z.strictObject({ id, name: z.string(), version: z.number().int(), editable: z.boolean() }),
  gifts: z.array(giftViewSchema),
  consumables: z.array(craftedItem),
  artifacts: z.array(craftedItem),
  craftingLocation: z.strictObject({ name: z.string(), description: z.string(), available: z.boolean() }).nullable(),
  source: z
    .strictObject({
      name: z.string(),
      capacity: z.number().int(),
      current: z.number().int(),
      conditions: z.array(z.string()),
      conditionsAllowed: z.number().int(),
      cooldownMinutes: z.number().int().nullable(),
    })
    .nullable(),
  balance: z.strictObject({
    status: z.enum(STATUS_IDS),
    victories: z.number().int(),
    giftCredits: z.number().int(),
    improvements: z.number().int(),
    improvementsSpent: z.number().int(),
    cap: z.number().int(),
    improvementsAllowed: z.number().int(),
    improvementsWaiting: z
      .number()
      .int()
      .describe('Improvements held past the cap: kept, spendable once more victories make room.'),
    totalGiftCost: z.number().int(),
  }),
  alerts: z.array(codedMessage),
  vetoes: z.array(giftVetoSchema),
  vetoIn: z.array(z.looseObject({})),
});

/** The Gift catalog with the stock Gifts' specs. */
export const giftCatalogSchema = z.looseObject({
  version: z.string(),
  effects: z.record(z.string(), z.unknown()),
  stock: z.array(z.strictObject({ id: z.string(), category: z.string(), spec })),
});

/** Community Gifts, a page at a time: public Contractors' Gifts only. */
export const communityGiftPageSchema = pageOf(
  z.strictObject({
    id,
    name: z.string(),
    tagline: z.string(),
    typeId: z.string(),
    typeName: z.string(),
    effectId: z.string(),
    effectName: z.string(),
    styleId: z.string(),
    styleName: z.string(),
    cost: z.number().int().min(1),
    systemText: z.string(),
    stockId: z.string().nullable(),
    holder: named.meta({ description: 'The Contractor holding it (never a private one).' }),
    owner: handleRef,
    createdAt: timestamp,
  }),
);
