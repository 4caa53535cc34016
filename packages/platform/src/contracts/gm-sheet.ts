import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractAttendances } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { buildView, loadSheet } from '../contractors/sheet.js';
import type { ContractorView } from '../contractors/views.js';
import { loadContract } from './contract-view.js';
import { notTheGm, wrongState } from './schedule.js';

/**
 * The sheet of a Contractor attending an Active Contract, for its GM (or a manager of the Playgroup's Contracts):
 * private or not, read-only, and only while the Contract is active.
 * @example await getAttendeeSheet(p, gm, contractId, contractorId)
 */
export async function getAttendeeSheet(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  contractorId: unknown,
): Promise<Outcome<ContractorView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadContract(p.db, contractId, actor);
  if (!loaded.ok) return loaded;
  if (!loaded.value.canRun) return failure(notTheGm());
  const c = loaded.value.contract;
  if (c.state !== 'active') return failure(wrongState(c.state, 'active', 'opened for its attendees’ sheets'));
  const [seat] = isId(contractorId)
    ? await p.db
        .select({ id: contractAttendances.id })
        .from(contractAttendances)
        .where(and(eq(contractAttendances.contractId, c.id), eq(contractAttendances.contractorId, contractorId)))
    : [];
  if (!seat) return failure(refusals.notFound('That attendee'));
  const rows = await loadSheet(p.db, contractorId as string);
  if (!rows) return failure(refusals.notFound('That Contractor'));
  return success(buildView(rows, actor.userId));
}
