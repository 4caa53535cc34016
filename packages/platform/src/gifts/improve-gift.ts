import {
  FREE_COPIES_PER_REWARD,
  compileGift,
  craftingKind,
  giftCatalog,
  stampGiftSpec,
  type GiftSpec,
} from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { changeOwned } from '../contractors/access.js';
import { giftRevisions, gifts } from '../db/schema.js';
import { tellVetoersOfRework } from '../gift-vetoes/rework.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { LEGENDARY, eventsOf, giftView, lockGift, specColumns, unverifiedGiftRefusal } from './gift-rows.js';
import { improveGiftSchema } from './schemas.js';
import { giftRefusal, readGiftSpec } from './spec-input.js';
import type { GiftView } from './views.js';
import { capRefusal, planPayment, readWallet, recordPayment } from './wallet.js';

const refuse = (code: string, message: string, field?: string): PlatformError => ({
  code,
  status: 422,
  message,
  ...(field ? { field } : {}),
});

/** What a Gift does, leaving out its words: two specs with the same key work the same way. */
export function mechanicsKey(spec: GiftSpec): string {
  const picks = (list: GiftSpec['enhancements']) =>
    list.map((p) => [p.id, p.detail?.trim() ?? '']).sort((a, b) => a[0]!.localeCompare(b[0]!));
  const parameters = Object.entries(spec.parameters).sort(([a], [b]) => a.localeCompare(b));
  // Stored specs come back from jsonb with their keys reordered, so nothing here relies on key order; a roll left
  // out is the Effect's default roll, the same as one chosen explicitly.
  const effect = Object.hasOwn(giftCatalog.effects, spec.effectId) ? giftCatalog.effects[spec.effectId] : undefined;
  const chosen =
    spec.roll ?? (effect?.roll ? { attribute: effect.roll.attribute, ability: effect.roll.ability } : undefined);
  const roll = chosen ? [chosen.attribute, chosen.ability] : null;
  return JSON.stringify([
    spec.typeId,
    spec.effectId,
    spec.styleId,
    parameters,
    picks(spec.enhancements),
    picks(spec.drawbacks),
    roll,
  ]);
}

/** Finds which Contractor holds a Gift, without locking (the lock comes inside the change). */
async function holderOf(p: Platform, giftId: string): Promise<string | undefined> {
  const [row] = await p.db.select({ contractorId: gifts.contractorId }).from(gifts).where(eq(gifts.id, giftId));
  return row?.contractorId;
}

/**
 * Saves a new revision of a Gift: the same type and Effect with more Enhancements, higher Parameters or fewer
 * Drawbacks. Only the rise in cost is paid (Improvements first, then Gift Credits), the cap is kept, every earlier
 * revision stays, and an improved crafting Gift owes one more free copy. A revision that changes only the words
 * (name, tagline, description) costs nothing.
 * @example
 * await improveGift(p, actor, giftId, { revision: 1, spec: { ...gift.spec, enhancements: [{ id: 'piercing' }] } })
 */
export async function improveGift(
  p: Platform,
  actor: Actor,
  giftId: unknown,
  input: unknown,
): Promise<Outcome<GiftView>> {
  const parsed = parseInput(improveGiftSchema, input);
  if (!parsed.ok) return parsed;
  const read = readGiftSpec(parsed.value.spec);
  if (!read.ok) return read;
  if (!actor) return failure(refusals.unauthenticated());
  const notFound = refusals.notFound('That Gift');
  if (!isId(giftId)) return failure(notFound);
  const holder = await holderOf(p, giftId);
  if (!holder || (parsed.value.contractorId !== undefined && parsed.value.contractorId !== holder))
    return failure(notFound);
  const outcome = await changeOwned<GiftView>(
    p,
    actor,
    holder,
    parsed.value.version,
    async ({ tx, row, now }) => {
      const gift = await lockGift(tx, { giftId, contractorId: row.id });
      if (!gift) return failure(notFound);
      const unverified = unverifiedGiftRefusal(gift);
      if (unverified) return failure(unverified);
      if (parsed.value.revision !== undefined && parsed.value.revision !== gift.revision) {
        return failure({
          ...refusals.versionConflict(),
          field: 'revision',
          message: 'This Gift was changed since you opened it. Reload to see the new revision; your choices were kept.',
        });
      }
      const asked = read.value;
      if (asked.typeId !== gift.typeId)
        return failure(
          refuse(
            'gift_type_locked',
            `An improvement keeps the Gift Type (${gift.typeId}); build a new Gift for another type.`,
            'spec.typeId',
          ),
        );
      if (asked.effectId !== gift.effectId)
        return failure(
          refuse(
            'gift_effect_locked',
            'An improvement keeps the Effect; build a new Gift for another Effect.',
            'spec.effectId',
          ),
        );
      if (gift.typeId === LEGENDARY && gift.artifactStatus !== 'held') {
        return failure(
          refuse(
            'artifact_not_held',
            `A Legendary Artifact can only be improved while it is held (it is ${gift.artifactStatus ?? 'unknown'}).`,
          ),
        );
      }
      const wallet = await readWallet(tx, row);
      const spec = stampGiftSpec(asked, giftCatalog);
      const compiled = compileGift(spec, giftCatalog, {
        status: wallet.status,
        giftCredits: wallet.giftCredits,
        improvements: wallet.improvements,
        improvingFromCost: gift.cost,
      });
      if (compiled.violations.length > 0) return failure(giftRefusal(compiled.violations, { spec }));
      const due = compiled.cost - gift.cost;
      const sameMechanics = mechanicsKey(spec) === mechanicsKey(stampGiftSpec(gift.spec, giftCatalog));
      if (due < 0) {
        return failure(
          refuse(
            'cost_cannot_drop',
            `An improvement cannot lower the Gift Cost (from ${gift.cost} to ${compiled.cost}): taking Drawbacks later would hand credits back.`,
            'spec',
          ),
        );
      }
      if (due === 0 && !sameMechanics) {
        return failure(
          refuse(
            'no_improvement',
            'This changes how the Gift works without raising its cost. An improvement adds an Enhancement, raises a Parameter or removes a Drawback.',
            'spec',
          ),
        );
      }
      const sameWords =
        spec.name.trim() === gift.name &&
        spec.tagline.trim() === gift.tagline &&
        spec.description.trim() === gift.description;
      if (due === 0 && sameWords)
        return failure(refuse('nothing_changed', 'Nothing changed: this is the Gift as it already is.', 'spec'));
      const payment = planPayment({ due, creating: false, wallet });
      const overCap = capRefusal(wallet, payment.improvements);
      if (overCap) return failure(overCap);
      const number = gift.revision + 1;
      const crafting = craftingKind(giftCatalog, gift.typeId) !== undefined;
      const [updated] = await tx
        .update(gifts)
        .set({
          ...specColumns(spec, compiled.cost, compiled.systemText),
          revision: number,
          // Spending a Gift Credit or Improvement on a crafting Gift brings a free copy.
          freeCopies: gift.freeCopies + (crafting && due > 0 ? FREE_COPIES_PER_REWARD : 0),
          updatedAt: now,
        })
        .where(eq(gifts.id, gift.id))
        .returning();
      await tx.insert(giftRevisions).values({
        giftId: gift.id,
        number,
        reason: due > 0 ? 'improvement' : 'revision',
        spec,
        cost: compiled.cost,
        systemText: compiled.systemText,
        paidCredits: payment.giftCredits,
        paidImprovements: payment.improvements,
        authorId: actor.userId,
        createdAt: now,
      });
      await recordPayment(tx, {
        contractorId: row.id,
        payment,
        creating: false,
        cause: { giftId: gift.id, name: updated!.name, revision: number },
        now,
      });
      // A reworked Gift is no longer the one any Playgroup vetoed: those vetoes end, and their Playgroups hear of it.
      await tellVetoersOfRework(tx, {
        gift: { id: gift.id, name: updated!.name, revision: number },
        holderName: row.name,
        byHandle: actor.handle,
        now,
      });
      const events = await eventsOf(tx, [gift.id]);
      return success({ value: giftView(updated!, { events: events.get(gift.id) ?? [], downtime: wallet.downtime }) });
    },
    (_rows, value) => value as GiftView,
  );
  return outcome;
}
