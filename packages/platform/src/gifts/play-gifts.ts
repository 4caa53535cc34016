import {
  activationMindDamage,
  capMindDamage,
  exertMind,
  incapacity,
  giftActivation,
  giftCatalog,
  type GiftActivationCost,
  type GiftActivationFree,
} from '@harbinger/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { changeOwned } from '../contractors/access.js';
import { incapacityRefusal } from '../contractors/life.js';
import { deriveSheet, loadSheet } from '../contractors/sheet.js';
import { rulesRefusal } from '../contractors/describe-issue.js';
import type { ContractorView } from '../contractors/views.js';
import type { Db } from '../db/connection.js';
import { craftedItems, gifts } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { LEGENDARY, lockGift, unverifiedGiftRefusal, type GiftRow } from './gift-rows.js';
import { activateGiftSchema } from './schemas.js';

/** A Gift as the play tab shows it: its words, how it is set off and its roll. */
export interface PlayGiftView {
  id: string;
  name: string;
  tagline: string;
  typeName: string;
  styleName: string;
  systemText: string;
  /** What setting it off costs: nothing, or an Exertion that a point of Source can replace. */
  activation: GiftActivationCost;
  /** Why it needs no activation: always on, used like an ordinary object, a Consumable Crafting Gift, Effortless. */
  free: GiftActivationFree | null;
  /** Each activation deals one more Mind damage that Source cannot pay. */
  draining: boolean;
  /** The roll it makes, when it has one. */
  roll: { attribute: string; ability: string; difficulty: number } | null;
  /** Why it cannot be used now: an unverified import, or a Legendary Artifact lost, stolen or destroyed. */
  unusable: 'unverified' | 'lost' | 'stolen' | 'destroyed' | null;
}

/** A stack of Consumables the Contractor carries. */
export interface PlayConsumableView {
  id: string;
  name: string;
  quantity: number;
  systemText: string;
}

/** The Gifts and Consumables of the play tab. */
export interface PlayGiftsView {
  gifts: PlayGiftView[];
  consumables: PlayConsumableView[];
}

const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

type PlayGiftRow = Pick<
  GiftRow,
  'id' | 'name' | 'tagline' | 'typeId' | 'spec' | 'systemText' | 'unverified' | 'artifactStatus'
>;

function unusableOf(row: Pick<GiftRow, 'typeId' | 'unverified' | 'artifactStatus'>): PlayGiftView['unusable'] {
  if (row.unverified) return 'unverified';
  const status = row.typeId === LEGENDARY ? (row.artifactStatus ?? 'held') : 'held';
  return status === 'held' ? null : status;
}

function playGiftView(row: PlayGiftRow): PlayGiftView {
  const activation = giftActivation(row.spec, giftCatalog);
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    typeName: own(giftCatalog.types, row.typeId)?.name ?? row.typeId,
    styleName: own(giftCatalog.styles, row.spec.styleId)?.name ?? row.spec.styleId,
    systemText: row.systemText,
    activation: activation.cost,
    free: activation.free ?? null,
    draining: activation.draining,
    roll: activation.roll ?? null,
    unusable: unusableOf(row),
  };
}

/**
 * The Gifts a Contractor holds and the Consumables they carry, as the play tab shows them. Reads no permission:
 * the caller has already shown the sheet to this actor (see `getSheetPage`'s `gifts` option).
 */
export async function playGiftsOf(db: Db, contractorId: string): Promise<PlayGiftsView> {
  const [held, items] = await Promise.all([
    db
      .select({
        id: gifts.id,
        name: gifts.name,
        tagline: gifts.tagline,
        typeId: gifts.typeId,
        spec: gifts.spec,
        systemText: gifts.systemText,
        unverified: gifts.unverified,
        artifactStatus: gifts.artifactStatus,
      })
      .from(gifts)
      .where(eq(gifts.contractorId, contractorId))
      .orderBy(asc(gifts.createdAt), asc(gifts.id)),
    db
      .select({
        id: craftedItems.id,
        name: craftedItems.name,
        quantity: craftedItems.quantity,
        systemText: craftedItems.systemText,
      })
      .from(craftedItems)
      .where(and(eq(craftedItems.holderId, contractorId), eq(craftedItems.kind, 'consumable')))
      .orderBy(asc(craftedItems.createdAt), asc(craftedItems.id)),
  ]);
  return { gifts: held.map(playGiftView), consumables: items };
}

/**
 * Sets off one of the Contractor's Gifts, paid with a point of Source (`pay: 'source'`) or an Exertion
 * (`pay: 'exert'`, 1 Mind damage); a Draining Gift adds 1 Mind damage either way. Refused for a Gift that needs no
 * activation (Passive, Functional, Effortless, Consumable Crafting), an empty Source, an unverified Gift or a
 * Legendary Artifact that is not held. Answers the sheet as it now stands.
 * @example await activateGift(p, actor, contractorId, { giftId, pay: 'source' })
 */
export async function activateGift(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(activateGiftSchema, input);
  if (!parsed.ok) return parsed;
  const { version, giftId, pay } = parsed.value;
  return changeOwned(p, actor, contractorId, version, async ({ tx, row }) => {
    // Body or Mind at 0: no Gift can be set off (the rules' incapacity), whatever pays for it.
    const derived = deriveSheet((await loadSheet(tx, row.id))!);
    const blocked = incapacity(derived);
    if (blocked) return failure(incapacityRefusal(row.name, blocked, 'activate a Gift'));
    const gift = await lockGift(tx, { giftId, contractorId: row.id });
    if (!gift) return failure({ ...refusals.notFound('That Gift'), field: 'giftId' });
    const unverified = unverifiedGiftRefusal(gift);
    if (unverified) return failure(unverified);
    const unusable = unusableOf(gift);
    if (unusable)
      return failure({
        code: 'artifact_not_held',
        status: 422,
        field: 'giftId',
        message: `${gift.name} is ${unusable}: only whoever holds it can use it.`,
      });
    const activation = giftActivation(gift.spec, giftCatalog);
    if (activation.cost === 'none')
      return failure({
        code: 'activation_not_needed',
        status: 422,
        field: 'giftId',
        message: `${gift.name} needs no activation: it works without an Exertion or Source.`,
      });
    const paidWithSource = pay === 'source';
    if (paidWithSource && !row.source)
      return failure({
        code: 'no_source',
        status: 422,
        field: 'pay',
        message: 'This Contractor has no Source yet (it comes with the first Gift).',
      });
    if (paidWithSource && row.source!.current <= 0)
      return failure({
        code: 'source_empty',
        status: 422,
        field: 'pay',
        message: `${row.source!.name} is empty: exert instead, or refill it first.`,
      });
    if (!paidWithSource) {
      const exertion = exertMind({ use: 'gift_activation', exertedThisRound: false });
      if (!exertion.ok) return failure(rulesRefusal(exertion.issues, { code: 'exertion_not_allowed' }));
    }
    const mindDamage = activationMindDamage({ activation, paidWithSource });
    return success({
      set: {
        ...(paidWithSource ? { source: { ...row.source!, current: row.source!.current - 1 } } : {}),
        ...(mindDamage > 0
          ? { mindDamage: capMindDamage({ mind: derived.mind, mindDamage: row.mindDamage + mindDamage }).mindDamage }
          : {}),
      },
    });
  });
}
