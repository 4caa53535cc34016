import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Db, Tx } from '../db/connection.js';
import { contractors, playgroupContractors } from '../db/schema.js';
import { mayView } from '../contractors/access.js';
import type { ContractorRow } from '../contractors/sheet.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { can, lacks, loadMembership, type Membership } from '../playgroups/roles.js';
import { mayAtHome } from '../playgroups/sheet-access.js';

/** A Contractor a GM acts on, and the GM's standing in its home Playgroup. */
export interface GmAtHome {
  contractor: ContractorRow;
  membership: Membership;
}

/** The Contractor's home Playgroup id, or null for a Free Agent. */
export async function homeOf(db: Db | Tx, contractorId: string): Promise<string | null> {
  const [home] = await db
    .select({ playgroupId: playgroupContractors.playgroupId })
    .from(playgroupContractors)
    .where(eq(playgroupContractors.contractorId, contractorId));
  return home?.playgroupId ?? null;
}

/**
 * The check every Move and Loose End write starts with: the Contractor exists and the actor may see it, it has a
 * home Playgroup, and the actor runs Contracts there (`run_contracts`) without being its player. `lock` takes the
 * Contractor's row for update, so two GMs changing one sheet queue behind each other.
 */
export async function gmAtHome(
  tx: Db | Tx,
  actor: NonNullable<Actor>,
  contractorId: unknown,
  lock = false,
): Promise<Outcome<GmAtHome>> {
  const notFound = () => failure(refusals.notFound('That Contractor'));
  if (!isId(contractorId)) return notFound();
  const query = tx.select().from(contractors).where(eq(contractors.id, contractorId));
  const [contractor] = lock ? await query.for('update') : await query;
  if (!contractor || !(await mayView(tx, actor, contractor))) return notFound();
  if (contractor.ownerId === actor.userId)
    return failure({
      code: 'own_contractor',
      status: 403,
      message: 'Moves and Loose Ends are run by a GM for someone else’s Contractor; ask another GM of your Playgroup.',
    });
  const home = await homeOf(tx, contractor.id);
  if (!home)
    return failure({
      code: 'no_home_playgroup',
      status: 409,
      message: `${contractor.name} has no home Playgroup: its GMs are the ones who run its Moves and Loose Ends.`,
    });
  const loaded = await loadMembership(tx, home, actor.userId);
  if (!loaded.ok) return loaded;
  if (!can(loaded.value, 'run_contracts')) return failure(lacks(loaded.value, 'run_contracts'));
  return success({ contractor, membership: loaded.value });
}

/**
 * True when the user runs Contracts (`run_contracts`) in the Contractor's home Playgroup: what a reader of the sheet
 * (not its player) needs for the GM forms.
 */
export function runsContractsAtHome(db: Db | Tx, userId: string, contractorId: string): Promise<boolean> {
  return mayAtHome(db, userId, contractorId, 'run_contracts');
}
