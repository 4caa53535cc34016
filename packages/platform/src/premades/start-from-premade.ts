import { PREMADES, isPremadeId, premadeCreationInput } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { checkCreation, insertCreatedContractor } from '../contractors/creation.js';
import { contractors, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';

/**
 * Gives the signed-in player a new Contractor of their own, copied from a premade: created through the same check and
 * writer as the creation form (so it is a new Contractor like any other, with its starting ledger and what its
 * Liabilities give), then handed the premade's gear and story to edit. Visitors are refused (`unauthenticated`).
 * @example const made = await startFromPremade(p, actor, 'priya-castellanos'); if (made.ok) made.value.id
 */
export async function startFromPremade(
  p: Platform,
  actor: Actor,
  premadeId: unknown,
): Promise<Outcome<{ id: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  if (typeof premadeId !== 'string' || !isPremadeId(premadeId))
    return failure(refusals.notFound('That premade Contractor'));
  const premade = PREMADES[premadeId];
  const checked = checkCreation(premadeCreationInput(premade));
  // The premades are tested valid; a failure here means the rules changed under them, and says so plainly.
  if (!checked.ok) return checked;
  return transact(p.db, async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId));
    if (!owner) return failure(refusals.unauthenticated());
    const now = p.now();
    const made = await insertCreatedContractor(tx, { ownerId: actor.userId, checked: checked.value, now });
    if (!made.ok) return made;
    await tx
      .update(contractors)
      .set({
        weapons: [...premade.weapons],
        armor: premade.armor,
        equipment: premade.equipment,
        biography: premade.biography,
      })
      .where(eq(contractors.id, made.value.id));
    return success({ id: made.value.id });
  });
}
