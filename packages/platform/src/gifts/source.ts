import { STATUSES, sourceReplenishment, statusFromVictories, validateReplenishmentConditions } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { changeOwned } from '../contractors/access.js';
import type { ContractorRow } from '../contractors/sheet.js';
import { spendExp } from '../contractors/spend-exp.js';
import type { ContractorView } from '../contractors/views.js';
import { craftingLocations, sourceConditions } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { buySourceSchema, craftingLocationSchema, renameSourceSchema, sourceConditionsSchema } from './schemas.js';
import type { CraftingLocationView, GiftSourceView } from './views.js';

const noSource = (): PlatformError => ({
  code: 'no_source',
  status: 422,
  message: 'This Contractor has no Source yet (it comes with the first Gift).',
});

function sourceView(row: ContractorRow, conditions: string[]): GiftSourceView | null {
  if (!row.source) return null;
  const allowance = sourceReplenishment(statusFromVictories(row.victories));
  return {
    ...row.source,
    conditions,
    conditionsAllowed: allowance.conditions,
    cooldownMinutes: allowance.cooldownMinutes,
  };
}

/**
 * Renames the Contractor's Source ("Rage", "Faith", "Battery"); capacity and points stay.
 * @example await renameSource(p, actor, contractorId, { name: 'Rage' })
 */
export async function renameSource(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<GiftSourceView>> {
  const parsed = parseInput(renameSourceSchema, input);
  if (!parsed.ok) return parsed;
  return changeOwned<GiftSourceView>(
    p,
    actor,
    contractorId,
    parsed.value.version,
    async ({ tx, row }) => {
      if (!row.source) return failure(noSource());
      const source = { ...row.source, name: parsed.value.name };
      const [saved] = await tx.select().from(sourceConditions).where(eq(sourceConditions.contractorId, row.id));
      return success({ set: { source }, value: sourceView({ ...row, source }, saved?.conditions ?? []) });
    },
    (_rows, value) => value as GiftSourceView,
  );
}

/**
 * Sets the conditions that refill the Source, as many as the Contractor's Status allows (none for a Newbie).
 * @example await setSourceConditions(p, actor, contractorId, { conditions: ['Winning a fight'] })
 */
export async function setSourceConditions(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<GiftSourceView>> {
  const parsed = parseInput(sourceConditionsSchema, input);
  if (!parsed.ok) return parsed;
  const conditions = parsed.value.conditions.filter((c) => c !== '');
  return changeOwned<GiftSourceView>(
    p,
    actor,
    contractorId,
    parsed.value.version,
    async ({ tx, row, now }) => {
      if (!row.source) return failure(noSource());
      const status = statusFromVictories(row.victories);
      const checked = validateReplenishmentConditions(conditions, status);
      if (!checked.ok) {
        const allowed = sourceReplenishment(status).conditions;
        return failure({
          code: checked.issues[0]!.code,
          status: 422,
          field: 'conditions',
          message: `A ${STATUSES[status].name} Contractor may name ${allowed === 0 ? 'no replenishment condition' : `at most ${allowed} replenishment condition${allowed === 1 ? '' : 's'}`}.`,
        });
      }
      await tx
        .insert(sourceConditions)
        .values({ contractorId: row.id, conditions, updatedAt: now })
        .onConflictDoUpdate({ target: sourceConditions.contractorId, set: { conditions, updatedAt: now } });
      return success({ value: sourceView(row, conditions) });
    },
    (_rows, value) => value as GiftSourceView,
  );
}

/**
 * Buys one more point of Source capacity with Exp: the same purchase as the sheet's spendExp `{ kind: 'source' }`.
 * @example await buySourceCapacity(p, actor, contractorId, { version: 7 })
 */
export async function buySourceCapacity(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown = {},
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(buySourceSchema, input ?? {});
  if (!parsed.ok) return parsed;
  return spendExp(p, actor, contractorId, {
    ...(parsed.value.version === undefined ? {} : { version: parsed.value.version }),
    purchase: { kind: 'source' },
  });
}

/**
 * Names, describes or marks unreachable the Contractor's Crafting Location; with none yet, sets one up (a Downtime's
 * work at the table).
 * @example await setCraftingLocation(p, actor, contractorId, { name: 'The back room of the pawnshop' })
 */
export async function setCraftingLocation(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<CraftingLocationView>> {
  const parsed = parseInput(craftingLocationSchema, input);
  if (!parsed.ok) return parsed;
  const { version, name, description, available } = parsed.value;
  return changeOwned<CraftingLocationView>(
    p,
    actor,
    contractorId,
    version,
    async ({ tx, row, now }) => {
      await tx
        .insert(craftingLocations)
        .values({ contractorId: row.id, name, description, available, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: craftingLocations.contractorId,
          set: { name, description, available, updatedAt: now },
        });
      return success({ value: { name, description, available } });
    },
    (_rows, value) => value as CraftingLocationView,
  );
}
