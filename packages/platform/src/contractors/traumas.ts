import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { traumas } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { changeOwned } from './access.js';
import { addTraumaSchema, versionOnlySchema } from './play-schemas.js';
import { stockTrauma } from './sheet.js';
import type { ContractorView } from './views.js';

/** Gives the Contractor a Trauma from the stock list, or one in the player's words. */
export async function addTrauma(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(addTraumaSchema, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const trauma =
    'stockId' in value
      ? { stockId: value.stockId, ...stockTrauma(value.stockId)! }
      : { stockId: null, ...value.custom };
  return changeOwned(p, actor, id, value.version, async ({ tx, row, now }) => {
    await tx.insert(traumas).values({
      contractorId: row.id,
      stockId: trauma.stockId,
      name: trauma.name,
      summary: trauma.summary,
      createdAt: now,
    });
    return success({});
  });
}

/** Removes a Trauma (recorded by mistake, or overcome in play); treating one with therapy is `spendExp`. */
export async function removeTrauma(
  p: Platform,
  actor: Actor,
  id: unknown,
  traumaId: unknown,
  input: unknown = {},
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(versionOnlySchema, input ?? {});
  if (!parsed.ok) return parsed;
  return changeOwned(p, actor, id, parsed.value.version, async ({ tx, row }) => {
    if (!isId(traumaId)) return failure(refusals.notFound('That Trauma'));
    const removed = await tx
      .delete(traumas)
      .where(and(eq(traumas.id, traumaId), eq(traumas.contractorId, row.id)))
      .returning({ id: traumas.id });
    return removed.length === 0 ? failure(refusals.notFound('That Trauma')) : success({});
  });
}
