import {
  FREE_COPIES_PER_REWARD,
  compileGift,
  craftingKind,
  giftCatalog,
  grantsCraftingLocation,
  stampGiftSpec,
  startingSourceCapacity,
  stockGiftSpec,
  type GiftSpec,
  type StockGiftId,
} from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { changeOwned, mayView, type ChangeResult } from '../contractors/access.js';
import type { Tx } from '../db/connection.js';
import {
  artifactEvents,
  contractors,
  craftingLocations,
  giftRevisions,
  gifts,
  type GiftRevisionReason,
} from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { LEGENDARY, giftView, giftsOf, specColumns } from './gift-rows.js';
import { createGiftSchema, grantStockGiftSchema } from './schemas.js';
import { giftRefusal, readGiftSpec } from './spec-input.js';
import type { GiftView } from './views.js';
import { capRefusal, planPayment, readWallet, recordPayment } from './wallet.js';

/** The name a Source gets when the first Gift brings it; the player can rename it. */
export const DEFAULT_SOURCE_NAME = 'Source';
/** The name of the free Crafting Location the first crafting Gift brings. */
export const DEFAULT_CRAFTING_LOCATION = 'Workshop';

interface NewGift {
  version: number | undefined;
  spec: GiftSpec;
  reason: Extract<GiftRevisionReason, 'new' | 'stock'>;
  stockId?: string;
  /** The Gift it was copied from, checked visible to the player inside the transaction. */
  startedFrom?: string;
}

/**
 * Gives a Contractor a Gift in one transaction: the server compiles the spec itself (a client's cost is never
 * trusted), refuses any violation, pays from Gift Credits and Improvements through the ledger (one Gift Credit at
 * least), keeps the cap, and brings the Source with the first Gift and a Crafting Location with the first crafting
 * Gift.
 */
async function addGift(p: Platform, actor: Actor, contractorId: unknown, gift: NewGift): Promise<Outcome<GiftView>> {
  return changeOwned<GiftView>(
    p,
    actor,
    contractorId,
    gift.version,
    async ({ tx, row, now }) => {
      const wallet = await readWallet(tx, row);
      const spec = stampGiftSpec(gift.spec, giftCatalog);
      const compiled = compileGift(spec, giftCatalog, {
        status: wallet.status,
        giftCredits: wallet.giftCredits,
        improvements: wallet.improvements,
      });
      if (compiled.violations.length > 0) return failure(giftRefusal(compiled.violations, { spec }));
      const payment = planPayment({ due: compiled.cost, creating: true, wallet });
      const overCap = capRefusal(wallet, payment.improvements);
      if (overCap) return failure(overCap);
      const origin = gift.startedFrom === undefined ? null : await visibleOrigin(tx, actor, gift.startedFrom);
      if (origin === undefined)
        return failure({ ...refusals.notFound('The Gift you started from'), field: 'startedFrom' });
      const held = await giftsOf(tx, row.id);
      const legendary = spec.typeId === LEGENDARY;
      const [created] = await tx
        .insert(gifts)
        .values({
          contractorId: row.id,
          stockId: gift.stockId ?? null,
          typeId: spec.typeId,
          effectId: spec.effectId,
          ...specColumns(spec, compiled.cost, compiled.systemText),
          artifactStatus: legendary ? 'held' : null,
          // Artifact Crafting brings one free copy on gaining the Gift; Consumables come free each Downtime instead.
          freeCopies: craftingKind(giftCatalog, spec.typeId) === 'artifact' ? FREE_COPIES_PER_REWARD : 0,
          startedFromId: origin,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const saved = created!;
      await tx.insert(giftRevisions).values({
        giftId: saved.id,
        number: 1,
        reason: gift.reason,
        spec,
        cost: compiled.cost,
        systemText: compiled.systemText,
        paidCredits: payment.giftCredits,
        paidImprovements: payment.improvements,
        authorId: actor?.userId ?? null,
        createdAt: now,
      });
      const events = legendary
        ? await tx
            .insert(artifactEvents)
            .values({
              giftId: saved.id,
              kind: 'status',
              status: 'held',
              toContractorId: row.id,
              toName: row.name,
              note: 'Gained',
              createdAt: now,
            })
            .returning()
        : [];
      await recordPayment(tx, {
        contractorId: row.id,
        payment,
        creating: true,
        cause: { giftId: saved.id, name: saved.name, revision: 1 },
        now,
      });
      if (grantsCraftingLocation(giftCatalog, { heldTypeIds: held.map((g) => g.typeId), newTypeId: spec.typeId })) {
        const [location] = await tx
          .select({ id: craftingLocations.id })
          .from(craftingLocations)
          .where(eq(craftingLocations.contractorId, row.id));
        if (!location)
          await tx
            .insert(craftingLocations)
            .values({ contractorId: row.id, name: DEFAULT_CRAFTING_LOCATION, createdAt: now, updatedAt: now });
      }
      const capacity = startingSourceCapacity(held.length + 1);
      const set: ChangeResult['set'] = row.source
        ? undefined
        : { source: { name: DEFAULT_SOURCE_NAME, capacity, current: capacity } };
      return success({ ...(set ? { set } : {}), value: giftView(saved, { events, downtime: wallet.downtime }) });
    },
    (_rows, value) => value as GiftView,
  );
}

/** The id of the Gift a new one is copied from when the player may see its holder; undefined when they may not. */
async function visibleOrigin(tx: Tx, actor: Actor, giftId: string): Promise<string | undefined> {
  if (!isId(giftId)) return undefined;
  const [origin] = await tx
    .select({ id: gifts.id, contractorId: contractors.id, private: contractors.private, ownerId: contractors.ownerId })
    .from(gifts)
    .innerJoin(contractors, eq(contractors.id, gifts.contractorId))
    .where(eq(gifts.id, giftId));
  return origin && (await mayView(tx, actor, { ...origin, id: origin.contractorId })) ? origin.id : undefined;
}

/**
 * Builds a Gift on a Contractor from a spec made in the builder (or sent to the API); with `startedFrom` it is
 * recorded as a copy of that Gift (the copy is a new Gift: the original is never touched).
 * @example await createGift(p, actor, contractorId, { spec: { typeId: 'power', effectId: 'injure', … } })
 */
export async function createGift(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<GiftView>> {
  const parsed = parseInput(createGiftSchema, input);
  if (!parsed.ok) return parsed;
  const spec = readGiftSpec(parsed.value.spec);
  if (!spec.ok) return spec;
  return addGift(p, actor, contractorId, {
    version: parsed.value.version,
    spec: spec.value,
    reason: 'new',
    ...(parsed.value.startedFrom ? { startedFrom: parsed.value.startedFrom } : {}),
  });
}

/**
 * Grants a stock Gift exactly as the catalog has it (same payment and checks as a built Gift).
 * @example await grantStockGift(p, actor, contractorId, { stockId: 'blink' })
 */
export async function grantStockGift(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<GiftView>> {
  const parsed = parseInput(grantStockGiftSchema, input);
  if (!parsed.ok) return parsed;
  const stockId = parsed.value.stockId as StockGiftId;
  return addGift(p, actor, contractorId, {
    version: parsed.value.version,
    spec: stockGiftSpec(stockId),
    reason: 'stock',
    stockId,
  });
}
