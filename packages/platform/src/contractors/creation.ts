import {
  ASSETS,
  COIN_OF_CHARON_GIFT_CREDITS,
  CREATION_STATUS,
  LIABILITIES,
  STARTING_EXP,
  STOCK_BATTLE_SCARS,
  STOCK_TRAUMAS,
  assetCost,
  incompatiblePickIssues,
  liabilityCredit,
  traitsExpCost,
  validateAssetsAndLiabilities,
  validateLimits,
  validateTraits,
  type AssetId,
  type AssetLiabilityConfig,
  type CharacterIssueCode,
  type Issue,
  type LiabilityId,
  type LimitChoice,
  type TraitRatings,
} from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { battleScars, contractors, traumas, users, type StoredLimit } from '../db/schema.js';
import type { Tx } from '../db/connection.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { contractorCreateSchema, type ContractorCreateValue } from './create-schema.js';
import { rulesRefusal } from './describe-issue.js';
import { appendLedger, type LedgerEntryInput } from './ledger.js';
import { spendCoinOfCharon } from '../contracts/spend-coin.js';

/** Checks Limits against the catalog; the stored form keeps catalog ids and trimmed custom words. */
export function checkLimits(
  limits: readonly LimitChoice[],
): { ok: true; value: StoredLimit[] } | { ok: false; issues: Issue<CharacterIssueCode>[] } {
  const result = validateLimits(limits);
  if (!result.ok) return { ok: false, issues: result.issues.map((i) => ({ ...i, path: ['limits', ...i.path] })) };
  return { ok: true, value: result.value.map((l) => (l.kind === 'catalog' ? { id: l.id } : { custom: l.text })) };
}

/**
 * The ledger a new Contractor starts with: 150 Exp, the ratings' cost, Asset costs and Liability credits, Gift Credits.
 */
export function creationLedger(input: {
  traits: TraitRatings;
  assets: readonly AssetId[];
  liabilities: readonly LiabilityId[];
  useCoinOfCharon: boolean;
}): LedgerEntryInput[] {
  const entries: LedgerEntryInput[] = [{ resource: 'exp', amount: STARTING_EXP, kind: 'starting_exp' }];
  const traitCost = traitsExpCost(input.traits);
  if (traitCost > 0)
    entries.push({
      resource: 'exp',
      amount: -traitCost,
      kind: 'creation_traits',
      cause: {
        attributes: input.traits.attributes,
        abilities: input.traits.abilities,
        secondaryAbilities: input.traits.secondaryAbilities ?? {},
      },
    });
  for (const id of input.assets) {
    const asset: { name: string; value: number; giftCredit?: number } = ASSETS[id];
    entries.push({
      resource: 'exp',
      amount: -assetCost(asset.value, { atCreation: true }),
      kind: 'asset',
      cause: { id, name: asset.name },
    });
    if (asset.giftCredit)
      entries.push({ resource: 'gift_credit', amount: asset.giftCredit, kind: 'gifted', cause: { asset: id } });
  }
  for (const id of input.liabilities) {
    entries.push({
      resource: 'exp',
      amount: liabilityCredit(LIABILITIES[id].value),
      kind: 'liability',
      cause: { id, name: LIABILITIES[id].name },
    });
  }
  if (input.useCoinOfCharon)
    entries.push({ resource: 'gift_credit', amount: COIN_OF_CHARON_GIFT_CREDITS, kind: 'coin_of_charon' });
  return entries;
}

/** Writes the Battle Scars and Traumas that Liabilities give. */
/** The columns a new Contractor row takes from a checked creation input (the seed writes the same ones). */
export function createdColumns(
  value: ContractorCreateValue,
  limits: StoredLimit[],
  picks: { assets: AssetId[]; liabilities: LiabilityId[] },
): Pick<
  typeof contractors.$inferInsert,
  | 'private'
  | 'name'
  | 'archetype'
  | 'paradigm'
  | 'ambition'
  | 'age'
  | 'residence'
  | 'appearance'
  | 'limits'
  | 'attributes'
  | 'abilities'
  | 'secondaryAbilities'
  | 'assets'
  | 'liabilities'
> {
  return {
    private: value.private,
    name: value.name,
    archetype: value.archetype,
    paradigm: value.paradigm,
    ambition: value.ambition,
    age: value.age ?? '',
    residence: value.residence ?? '',
    appearance: value.appearance ?? '',
    limits,
    attributes: value.attributes,
    abilities: value.abilities as Record<string, number>,
    secondaryAbilities: value.secondaryAbilities,
    assets: picks.assets,
    liabilities: picks.liabilities,
  };
}

async function grantLiabilities(
  tx: Tx,
  contractorId: string,
  liabilities: readonly LiabilityId[],
  now: Date,
): Promise<void> {
  for (const id of liabilities) {
    const liability: AssetLiabilityConfig = LIABILITIES[id];
    if (liability.scarId) {
      const scar = STOCK_BATTLE_SCARS[liability.scarId];
      await tx.insert(battleScars).values({
        contractorId,
        stockId: liability.scarId,
        name: scar.name,
        scarClass: scar.scarClass,
        permanent: true,
        createdAt: now,
      });
    }
    if (liability.traumaId) {
      const trauma = STOCK_TRAUMAS[liability.traumaId];
      await tx.insert(traumas).values({
        contractorId,
        stockId: liability.traumaId,
        name: trauma.name,
        summary: trauma.summary,
        createdAt: now,
      });
    }
  }
}

/** A creation input that passed the schema and the rules, ready to be written. */
export interface CheckedCreation {
  value: ContractorCreateValue;
  traits: TraitRatings;
  limits: StoredLimit[];
  picks: { assets: AssetId[]; liabilities: LiabilityId[] };
}

/**
 * Parses a creation input and checks it against the rules: Limits, known and compatible Assets and Liabilities
 * (`incompatible_picks` for Rich with Destitute and the like), ratings in the creation range. Off-rules choices
 * (overspent Exp, restricted picks) pass; the sheet flags them.
 */
export function checkCreation(input: unknown): Outcome<CheckedCreation> {
  const parsed = parseInput(contractorCreateSchema, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const traits: TraitRatings = {
    attributes: value.attributes,
    abilities: value.abilities,
    secondaryAbilities: value.secondaryAbilities,
  };
  const issues: Issue<CharacterIssueCode>[] = [];
  const limits = checkLimits(value.limits);
  if (!limits.ok) issues.push(...limits.issues);
  const picks = validateAssetsAndLiabilities({ assets: value.assets, liabilities: value.liabilities });
  if (!picks.ok) issues.push(...picks.issues);
  issues.push(...incompatiblePickIssues({ assets: value.assets, liabilities: value.liabilities }));
  const rated = validateTraits(traits, { status: CREATION_STATUS });
  if (!rated.ok) issues.push(...rated.issues);
  if (issues.length > 0 || !limits.ok || !picks.ok) return failure(rulesRefusal(issues));
  return success({ value, traits, limits: limits.value, picks: picks.value });
}

const noCoin = {
  code: 'no_coin_of_charon',
  status: 422,
  field: 'useCoinOfCharon',
  message: 'You hold no Coin of Charon to spend: one comes when a Contractor of yours dies on a Contract.',
} as const;

/**
 * Writes a checked Contractor for an owner inside a transaction: the row, the starting ledger, the Coin of Charon
 * when asked for, and what the Liabilities give. Refuses (and the caller's transaction rolls back) when the Coin is
 * asked for but the owner holds none.
 */
export async function insertCreatedContractor(
  tx: Tx,
  options: { ownerId: string; checked: CheckedCreation; now: Date },
): Promise<Outcome<{ id: string }>> {
  const { ownerId, checked, now } = options;
  const { value, traits, picks } = checked;
  const [row] = await tx
    .insert(contractors)
    .values({
      ownerId,
      ...createdColumns(value, checked.limits, picks),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contractors.id });
  await appendLedger(tx, row!.id, creationLedger({ traits, ...picks, useCoinOfCharon: value.useCoinOfCharon }), now);
  // The Coin comes out of the player's purse; without one there is nothing to spend, and nothing is created.
  if (value.useCoinOfCharon && !(await spendCoinOfCharon(tx, { userId: ownerId, contractorId: row!.id, now })))
    return failure({ ...noCoin });
  await grantLiabilities(tx, row!.id, picks.liabilities, now);
  return success({ id: row!.id });
}

/**
 * Creates a Contractor for the signed-in player from the creation form (or `POST /api/v1/contractors`), writing
 * the starting ledger. Off-rules choices (overspent Exp, restricted Assets) pass and show up as `flags`; spending a
 * Coin of Charon the player does not hold is refused (`no_coin_of_charon`), and so are contradictory Assets and
 * Liabilities (`incompatible_picks` in the refusal's fields).
 * @example
 * await createContractor(p, actor, { name: 'Ada', archetype: 'medic', paradigm: 'science', ambition: 'a cure',
 *   limits })
 */
export async function createContractor(p: Platform, actor: Actor, input: unknown): Promise<Outcome<{ id: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const checked = checkCreation(input);
  if (!checked.ok) return checked;
  return transact(p.db, async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId));
    if (!owner) return failure(refusals.unauthenticated());
    return insertCreatedContractor(tx, { ownerId: actor.userId, checked: checked.value, now: p.now() });
  });
}
