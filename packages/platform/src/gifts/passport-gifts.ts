import { compileGift, giftCatalog } from '@harbinger/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/connection.js';
import { newId } from '../db/ids.js';
import {
  artifactEvents,
  craftedItems,
  craftingLocations,
  giftRevisions,
  gifts,
  sourceConditions,
} from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { eventsOf, giftsOf, specColumns } from './gift-rows.js';
import { readGiftSpec } from './spec-input.js';

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const moment = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().max(max);

/**
 * The Gifts part of a Contractor passport: Gifts with every revision and artifact history, items, location, Source
 * conditions.
 */
export const passportGiftsSchema = z.strictObject({
  gifts: z
    .array(
      z.strictObject({
        /** The Gift's id in the exporting database, so crafted items can point at it. */
        ref: text(60),
        stockId: text(64).nullable(),
        spec: z.unknown(),
        cost: whole(1, 1000),
        systemText: text(20_000),
        revision: whole(1, 10_000),
        artifactStatus: z.enum(['held', 'lost', 'stolen', 'destroyed']).nullable(),
        freeCopies: whole(0, 1000),
        freeDowntime: whole(0, 1_000_000).nullable(),
        /** Brought by an import that could not verify it, and not accepted since (version 3 on). */
        unverified: z.boolean().optional(),
        createdAt: moment,
        revisions: z
          .array(
            z.strictObject({
              number: whole(1, 10_000),
              reason: z.enum(['new', 'stock', 'improvement', 'revision', 'import']),
              spec: z.unknown(),
              cost: whole(1, 1000),
              systemText: text(20_000),
              paidCredits: whole(0, 1000),
              paidImprovements: whole(0, 1000),
              createdAt: moment,
            }),
          )
          .min(1)
          .max(1000)
          .refine(
            (list) => new Set(list.map((r) => r.number)).size === list.length,
            'has two revisions with the same number',
          ),
        history: z
          .array(
            z.strictObject({
              kind: z.enum(['status', 'transfer']),
              status: z.enum(['held', 'lost', 'stolen', 'destroyed']),
              fromName: text(80),
              toName: text(80),
              note: text(300),
              createdAt: moment,
            }),
          )
          .max(1000),
      }),
    )
    .max(500)
    .refine((list) => new Set(list.map((g) => g.ref)).size === list.length, 'has two Gifts with the same ref'),
  items: z
    .array(
      z.strictObject({
        giftRef: text(60).nullable(),
        kind: z.enum(['consumable', 'artifact']),
        name: text(80),
        systemText: text(20_000),
        giftCost: whole(0, 1000),
        giftRevision: whole(1, 10_000),
        quantity: whole(1, 10_000),
        createdAt: moment,
      }),
    )
    .max(2000),
  craftingLocation: z
    .strictObject({ name: z.string().min(1).max(80), description: text(1000), available: z.boolean() })
    .nullable(),
  sourceConditions: z.array(text(200)).max(5),
});

/** The Gifts part of a passport. */
export type PassportGifts = z.output<typeof passportGiftsSchema>;

/** Reads everything Gift-related a Contractor holds, for its passport. */
export async function passportGifts(tx: Db | Tx, contractorId: string): Promise<PassportGifts> {
  const held = await giftsOf(tx, contractorId);
  const ids = held.map((g) => g.id);
  // One query after another: a consent link issues its passport inside a transaction, whose single connection
  // must not be handed overlapping queries (node-postgres deprecates it).
  const events = await eventsOf(tx, ids);
  const revisions =
    ids.length > 0
      ? await tx
          .select()
          .from(giftRevisions)
          .where(inArray(giftRevisions.giftId, ids))
          .orderBy(asc(giftRevisions.number))
      : [];
  const items = await tx
    .select()
    .from(craftedItems)
    .where(eq(craftedItems.holderId, contractorId))
    .orderBy(asc(craftedItems.createdAt), asc(craftedItems.id));
  const [location] = await tx.select().from(craftingLocations).where(eq(craftingLocations.contractorId, contractorId));
  const [conditions] = await tx.select().from(sourceConditions).where(eq(sourceConditions.contractorId, contractorId));
  return {
    gifts: held.map((g) => ({
      ref: g.id,
      stockId: g.stockId,
      spec: g.spec,
      cost: g.cost,
      systemText: g.systemText,
      revision: g.revision,
      artifactStatus: g.artifactStatus,
      freeCopies: g.freeCopies,
      freeDowntime: g.freeDowntime,
      unverified: g.unverified,
      createdAt: g.createdAt.toISOString(),
      revisions: revisions
        .filter((r) => r.giftId === g.id)
        .map((r) => ({
          number: r.number,
          reason: r.reason,
          spec: r.spec,
          cost: r.cost,
          systemText: r.systemText,
          paidCredits: r.paidCredits,
          paidImprovements: r.paidImprovements,
          createdAt: r.createdAt.toISOString(),
        })),
      history: (events.get(g.id) ?? []).map((e) => ({
        kind: e.kind,
        status: e.status,
        fromName: e.fromName,
        toName: e.toName,
        note: e.note,
        createdAt: e.createdAt.toISOString(),
      })),
    })),
    items: items.map((i) => ({
      giftRef: i.giftId,
      kind: i.kind,
      name: i.name,
      systemText: i.systemText,
      giftCost: i.giftCost,
      giftRevision: i.giftRevision,
      quantity: i.quantity,
      createdAt: i.createdAt.toISOString(),
    })),
    craftingLocation: location
      ? { name: location.name, description: location.description, available: location.available }
      : null,
    sourceConditions: conditions?.conditions ?? [],
  };
}

const invalid = (message: string, field: string): PlatformError => ({
  code: 'invalid_passport',
  status: 422,
  message,
  field,
});

/**
 * Re-creates a passport's Gifts under a (new) Contractor inside the importing transaction. Specs must have a sound
 * shape, and a Gift built with today's catalog must still compile to the cost and System Text it records, so an
 * edited file cannot smuggle in a cheaper Gift. Gifts from older catalogs keep their recorded words. Unless a known
 * server vouches for the passport, every Gift comes in marked unverified; a vouched one keeps the marks it carries.
 */
export async function restorePassportGifts(
  tx: Tx,
  options: { contractorId: string; gifts: unknown; now: Date; vouched: boolean },
): Promise<Outcome<{ gifts: number; unverified: number }>> {
  const parsed = passportGiftsSchema.safeParse(options.gifts);
  if (!parsed.success)
    return failure(
      invalid(`The passport’s Gifts are not valid: ${parsed.error.issues[0]?.path.join('.') ?? ''}`, 'gifts'),
    );
  const section = parsed.data;
  const newIds = new Map(section.gifts.map((g) => [g.ref, newId()]));
  let unverified = 0;
  for (const [i, g] of section.gifts.entries()) {
    const spec = readGiftSpec(g.spec, `gifts.${i}.spec`);
    if (!spec.ok) return failure({ ...spec.error, code: 'invalid_passport', status: 422 });
    if (spec.value.catalogVersion === giftCatalog.version) {
      const compiled = compileGift(spec.value, giftCatalog);
      if (compiled.cost !== g.cost || compiled.systemText !== g.systemText)
        return failure(
          invalid(`The Gift “${spec.value.name}” does not match what its choices compile to.`, `gifts.${i}`),
        );
    }
    const id = newIds.get(g.ref)!;
    const marked = !options.vouched || g.unverified === true;
    if (marked) unverified += 1;
    await tx.insert(gifts).values({
      id,
      contractorId: options.contractorId,
      stockId: g.stockId,
      typeId: spec.value.typeId,
      effectId: spec.value.effectId,
      ...specColumns(spec.value, g.cost, g.systemText),
      revision: g.revision,
      artifactStatus: g.artifactStatus,
      freeCopies: g.freeCopies,
      freeDowntime: g.freeDowntime,
      unverified: marked,
      createdAt: new Date(g.createdAt),
      updatedAt: options.now,
    });
    for (const [j, r] of g.revisions.entries()) {
      const revisionSpec = readGiftSpec(r.spec, `gifts.${i}.revisions.${j}.spec`);
      if (!revisionSpec.ok) return failure({ ...revisionSpec.error, code: 'invalid_passport', status: 422 });
      await tx.insert(giftRevisions).values({
        giftId: id,
        number: r.number,
        reason: r.reason,
        spec: revisionSpec.value,
        cost: r.cost,
        systemText: r.systemText,
        paidCredits: r.paidCredits,
        paidImprovements: r.paidImprovements,
        createdAt: new Date(r.createdAt),
      });
    }
    if (g.history.length > 0)
      await tx
        .insert(artifactEvents)
        .values(g.history.map((e) => ({ giftId: id, ...e, createdAt: new Date(e.createdAt) })));
  }
  if (section.items.length > 0) {
    await tx.insert(craftedItems).values(
      section.items.map((item) => ({
        holderId: options.contractorId,
        giftId: item.giftRef === null ? null : (newIds.get(item.giftRef) ?? null),
        kind: item.kind,
        name: item.name,
        systemText: item.systemText,
        giftCost: item.giftCost,
        giftRevision: item.giftRevision,
        quantity: item.quantity,
        createdAt: new Date(item.createdAt),
        updatedAt: options.now,
      })),
    );
  }
  if (section.craftingLocation)
    await tx.insert(craftingLocations).values({
      contractorId: options.contractorId,
      ...section.craftingLocation,
      createdAt: options.now,
      updatedAt: options.now,
    });
  if (section.sourceConditions.length > 0)
    await tx
      .insert(sourceConditions)
      .values({ contractorId: options.contractorId, conditions: section.sourceConditions, updatedAt: options.now });
  return success({ gifts: section.gifts.length, unverified });
}
