import {
  ATTRIBUTE_IDS,
  THERAPY_EXP_COST,
  attributes,
  primaryAbilities,
  raisePrice,
  statusFromVictories,
  validateTraits,
  type AttributeId,
  type PrimaryAbilityId,
  type RaiseTrait,
} from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { traumas } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { expSpendLock } from '../cycles/cycle-hold.js';
import { isId, parseInput } from '../parse.js';
import { changeOwned, type ChangeResult, type OwnedChange } from './access.js';
import { rulesRefusal } from './describe-issue.js';
import { appendLedger, foldLedger, readLedger, type LedgerEntryInput } from './ledger.js';
import { applyTrade, approvedHome, availableExp, hadFirstContract, priceTrade, shortOfExp } from './asset-trade.js';
import { fileChangeRequest, tradePayload } from './change-requests.js';
import { spendExpSchema, type SpendExpInput } from './play-schemas.js';
import { traitsOf } from './sheet.js';
import type { ContractorView } from './views.js';

type Purchase = SpendExpInput['purchase'];

/** A priced purchase: what it costs, the words for it, the ledger entry and the columns it changes. */
interface Priced {
  cost: number;
  what: string;
  entry: Omit<LedgerEntryInput, 'amount' | 'resource'>;
  set?: ChangeResult['set'];
  after?: (change: OwnedChange) => Promise<void>;
}

const atMaximum = (what: string, max: number): PlatformError => ({
  code: 'at_maximum',
  status: 422,
  field: 'purchase.id',
  message: `${what} is already at ${max}, the highest rating.`,
});

/** The rules' price for one rank of `what`, or the refusal (the sixth rank is checked with the other trait rules). */
function priceOf(trait: RaiseTrait, from: number, what: string): Outcome<number> {
  const price = raisePrice({ trait, from });
  if (price.ok) return success(price.value);
  const [issue] = price.issues;
  if (issue?.code === 'at_maximum') return failure(atMaximum(what, issue.max ?? from));
  return failure(rulesRefusal(price.issues, { prefix: ['purchase'] }));
}

async function price(purchase: Purchase, { tx, row }: OwnedChange): Promise<Outcome<Priced>> {
  const traits = traitsOf(row);
  switch (purchase.kind) {
    case 'asset':
    case 'liability':
      throw new TypeError('Assets and Liabilities are traded by tradeAsset');
    case 'attribute': {
      if (!(ATTRIBUTE_IDS as string[]).includes(purchase.id)) {
        return failure({
          code: 'validation_failed',
          status: 400,
          field: 'purchase.id',
          message: `“${purchase.id}” is not an Attribute (${ATTRIBUTE_IDS.join(', ')}).`,
        });
      }
      const id = purchase.id as AttributeId;
      const from = traits.attributes[id];
      const name = attributes[id].name;
      const cost = priceOf('attribute', from, name);
      if (!cost.ok) return cost;
      return success({
        cost: cost.value,
        what: `Raising ${name} from ${from} to ${from + 1}`,
        entry: { kind: 'raise_attribute', cause: { trait: id, from, to: from + 1 } },
        set: { attributes: { ...traits.attributes, [id]: from + 1 } },
      });
    }
    case 'ability': {
      const primary = Object.hasOwn(primaryAbilities, purchase.id.toLowerCase())
        ? (purchase.id.toLowerCase() as PrimaryAbilityId)
        : undefined;
      const secondaries = traits.secondaryAbilities ?? {};
      // A Secondary Ability keeps the spelling it was first given.
      const secondary = primary
        ? undefined
        : (Object.keys(secondaries).find((n) => n.toLowerCase() === purchase.id.toLowerCase()) ?? purchase.id);
      const from = primary ? (traits.abilities[primary] ?? 0) : (secondaries[secondary!] ?? 0);
      const name = primary ? primaryAbilities[primary].name : secondary!;
      const cost = priceOf('ability', from, name);
      if (!cost.ok) return cost;
      const next = primary
        ? { ...traits, abilities: { ...traits.abilities, [primary]: from + 1 } }
        : { ...traits, secondaryAbilities: { ...secondaries, [secondary!]: from + 1 } };
      const path = primary ? ['abilities', primary] : ['secondaryAbilities', secondary!];
      const checked = validateTraits(next, { status: statusFromVictories(row.victories) });
      const mine = checked.ok ? [] : checked.issues.filter((i) => i.path.join('.') === path.join('.'));
      if (mine.length > 0) return failure(rulesRefusal(mine, { code: mine[0]!.code }));
      return success({
        cost: cost.value,
        what: `Raising ${name} from ${from} to ${from + 1}`,
        entry: {
          kind: 'raise_ability',
          cause: { trait: primary ?? secondary, secondary: !primary, from, to: from + 1 },
        },
        set: primary
          ? { abilities: next.abilities as Record<string, number> }
          : { secondaryAbilities: next.secondaryAbilities! },
      });
    }
    case 'source': {
      if (!row.source)
        return failure({
          code: 'no_source',
          status: 422,
          message: 'This Contractor has no Source yet (it comes with the first Gift).',
        });
      const from = row.source.capacity;
      const cost = priceOf('source', from, 'Source');
      if (!cost.ok) return cost;
      return success({
        cost: cost.value,
        what: `Raising Source capacity from ${from} to ${from + 1}`,
        entry: { kind: 'raise_source', cause: { from, to: from + 1 } },
        // The new point arrives full.
        set: { source: { ...row.source, capacity: from + 1, current: row.source.current + 1 } },
      });
    }
    case 'therapy': {
      const [trauma] = isId(purchase.traumaId)
        ? await tx
            .select()
            .from(traumas)
            .where(and(eq(traumas.id, purchase.traumaId), eq(traumas.contractorId, row.id)))
        : [];
      if (!trauma) return failure({ ...refusals.notFound('That Trauma'), field: 'purchase.traumaId' });
      return success({
        cost: THERAPY_EXP_COST,
        what: `Therapy for ${trauma.name}`,
        entry: {
          kind: 'therapy',
          // Enough to bring the Trauma back as it was if the therapy is undone.
          cause: {
            traumaId: trauma.id,
            name: trauma.name,
            summary: trauma.summary,
            receivedAt: trauma.createdAt.toISOString(),
            ...(trauma.stockId ? { stockId: trauma.stockId } : {}),
          },
        },
        after: async ({ tx: t }) => {
          await t.delete(traumas).where(eq(traumas.id, trauma.id));
        },
      });
    }
  }
}

/**
 * Buys an Asset or buys off a Liability at three times its value: at once before the Contractor's first Contract (or
 * without an approved home Playgroup), else as a request a Leader of the home Playgroup approves (the Exp is taken
 * then).
 */
async function tradeAsset(
  purchase: { kind: 'asset' | 'liability'; id: string },
  change: OwnedChange,
  actor: NonNullable<Actor>,
): Promise<Outcome<ChangeResult>> {
  const { tx, row, now } = change;
  const priced = priceTrade(row, purchase);
  if (!priced.ok) return priced;
  const trade = priced.value;
  const home = (await hadFirstContract(tx, row.id)) ? await approvedHome(tx, row.id) : null;
  if (!home) {
    const set = await applyTrade(tx, row, trade, now);
    return set.ok ? success({ set: set.value }) : set;
  }
  const short = shortOfExp(trade, await availableExp(tx, row.id));
  if (short) return failure(short);
  await fileChangeRequest(tx, {
    row,
    home,
    kind: trade.kind,
    payload: tradePayload(trade),
    actorId: actor.userId,
    now,
  });
  return success({});
}

/**
 * Spends Exp on one purchase (raise an Attribute, an Ability, Source capacity, treat a Trauma with therapy, buy an
 * Asset or buy off a Liability) at the rules' price, writing a ledger entry; refuses with `not_enough_exp` when the
 * balance does not cover it.
 * @example await spendExp(p, actor, id, { version: 4, purchase: { kind: 'attribute', id: 'brawn' } })
 */
export async function spendExp(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(spendExpSchema, input);
  if (!parsed.ok) return parsed;
  const { purchase } = parsed.value;
  return changeOwned(p, actor, id, parsed.value.version, async (change) => {
    // Attending an Active Contract locks spending until the GM finishes it; so does being between a Cycle's Contracts.
    const locked = await expSpendLock(change.tx, change.row.id);
    if (locked) return failure(locked);
    if (purchase.kind === 'asset' || purchase.kind === 'liability') return tradeAsset(purchase, change, actor!);
    const priced = await price(purchase, change);
    if (!priced.ok) return priced;
    const { cost, what, entry, set, after } = priced.value;
    const available = foldLedger(await readLedger(change.tx, change.row.id)).exp.available;
    if (cost > available) {
      return failure({
        code: 'not_enough_exp',
        status: 422,
        field: 'purchase',
        message: `${what} costs ${cost} Exp, but only ${Math.max(0, available)} Exp is available.`,
      });
    }
    await appendLedger(change.tx, change.row.id, [{ resource: 'exp', amount: -cost, ...entry }], change.now);
    await after?.(change);
    return success(set ? { set } : {});
  });
}
