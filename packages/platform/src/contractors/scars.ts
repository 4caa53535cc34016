import { STOCK_BATTLE_SCARS, type StockBattleScarId } from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { battleScars } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { changeOwned } from './access.js';
import { addBattleScarSchema, versionOnlySchema } from './play-schemas.js';
import type { ContractorView } from './views.js';

/** Adds a Battle Scar not tied to an open Injury (Will to Survive, a scar carried over from a paper sheet). */
export async function addBattleScar(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(addBattleScarSchema, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const scar =
    'stockId' in value
      ? {
          stockId: value.stockId,
          name: STOCK_BATTLE_SCARS[value.stockId as StockBattleScarId].name,
          scarClass: STOCK_BATTLE_SCARS[value.stockId as StockBattleScarId].scarClass,
        }
      : {
          stockId: null,
          name: value.custom.name,
          scarClass: value.custom.scarClass,
          effects: value.custom.effects && Object.keys(value.custom.effects).length > 0 ? value.custom.effects : null,
        };
  return changeOwned(p, actor, id, value.version, async ({ tx, row, now }) => {
    await tx.insert(battleScars).values({ contractorId: row.id, ...scar, permanent: value.permanent, createdAt: now });
    return success({});
  });
}

/** Removes a Battle Scar (entered by mistake, or healed by a Gift). */
export async function removeBattleScar(
  p: Platform,
  actor: Actor,
  id: unknown,
  scarId: unknown,
  input: unknown = {},
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(versionOnlySchema, input ?? {});
  if (!parsed.ok) return parsed;
  return changeOwned(p, actor, id, parsed.value.version, async ({ tx, row }) => {
    if (!isId(scarId)) return failure(refusals.notFound('That Battle Scar'));
    const removed = await tx
      .delete(battleScars)
      .where(and(eq(battleScars.id, scarId), eq(battleScars.contractorId, row.id)))
      .returning({ id: battleScars.id });
    return removed.length === 0 ? failure(refusals.notFound('That Battle Scar')) : success({});
  });
}
