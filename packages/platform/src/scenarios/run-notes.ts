import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contracts, scenarios, type StoredHandout } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { buildContractView, loadContract } from '../contracts/contract-view.js';
import { notTheGm, wrongState } from '../contracts/schedule.js';
import { scenarioNotesField } from '../contracts/schemas.js';
import type { ContractView } from '../contracts/views.js';
import { spoiledAmong } from './discovery.js';

/** Writing the GM's notes on a run (`PUT /api/v1/contracts/{id}/scenario-notes`). */
export const scenarioNotesSchema = z.strictObject({ notes: scenarioNotesField });
export type ScenarioNotesInput = z.input<typeof scenarioNotesSchema>;

/**
 * The GM of a Contract that runs a Scenario writes (or rewrites) their notes on how the run went, while it is active
 * or once it is recorded. Readers who discovered the Scenario read them on the Contract and among its runs.
 * @example await writeScenarioNotes(p, gm, contractId, { notes: 'The ferry scene ran long.' })
 */
export async function writeScenarioNotes(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: unknown,
): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(scenarioNotesSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, contractId, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (c.gmId !== actor.userId)
      return failure({ ...notTheGm(), message: 'Only the GM of this Contract writes its run notes.' });
    if (!c.scenarioId)
      return failure({
        code: 'no_scenario',
        status: 409,
        message: 'This Contract runs no Scenario, so it has no run notes.',
      });
    if (c.state !== 'active' && c.state !== 'finished')
      return failure(wrongState(c.state, 'active or finished', 'given run notes'));
    const now = p.now();
    const [after] = await tx
      .update(contracts)
      .set({ scenarioNotes: parsed.value.notes, updatedAt: now })
      .where(eq(contracts.id, c.id))
      .returning();
    return success(await buildContractView(tx, actor, { ...loaded.value, contract: after! }));
  });
}

/** A handout the finish form offers (the GM knows the Scenario, so sees each one whole). */
export type FinishHandout = Pick<StoredHandout, 'id' | 'kind' | 'name' | 'description' | 'threatLevel'>;

/** What the finish form offers to grant: the Contract's Scenario and its handouts. */
export interface FinishHandouts {
  scenario: { id: string; title: string };
  handouts: FinishHandout[];
}

/**
 * The handouts the finish form offers for an Active Contract that runs a Scenario: for its GM, and for a manager
 * who discovered the Scenario too (handouts spoil it); null when it runs none.
 */
export async function getFinishHandouts(
  p: Platform,
  actor: Actor,
  contractId: unknown,
): Promise<Outcome<FinishHandouts | null>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadContract(p.db, contractId, actor);
  if (!loaded.ok) return loaded;
  const c = loaded.value.contract;
  if (!loaded.value.canRun) return failure(notTheGm());
  if (!c.scenarioId) return success(null);
  const [s] = await p.db.select().from(scenarios).where(eq(scenarios.id, c.scenarioId));
  if (!s) return success(null);
  const knows = c.gmId === actor.userId || (await spoiledAmong(p.db, s.id, [actor.userId])).has(actor.userId);
  return success({
    scenario: { id: s.id, title: s.title },
    handouts: knows
      ? s.handouts.map((h) => ({
          id: h.id,
          kind: h.kind,
          name: h.name,
          description: h.description,
          ...(h.threatLevel ? { threatLevel: h.threatLevel } : {}),
        }))
      : [],
  });
}
