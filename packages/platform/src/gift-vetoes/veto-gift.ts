import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, giftVetoes, gifts, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { can, lacks, loadMembership, type Membership } from '../playgroups/roles.js';
import { liftGiftVetoSchema, vetoGiftSchema } from './schemas.js';
import { linkedToPlaygroup, vetoView } from './veto-rows.js';
import type { GiftVetoView } from './views.js';

const notFound = () => refusals.notFound('That Gift (of a Contractor in this Playgroup)');

/** What a veto workflow knows once the actor may act: the Playgroup, and the Gift locked with its holder. */
interface Judged {
  m: Membership;
  gift: typeof gifts.$inferSelect;
  holder: { id: string; name: string; ownerId: string };
}

/**
 * The checks both workflows share, in order: signed-in membership with `manage_contractors` (before anything about
 * the Gift is read), then the Gift locked for update, held by the named Contractor, which has to do with the
 * Playgroup (home there, or it attended one of its Contracts).
 */
async function judge(
  tx: Tx,
  actor: NonNullable<Actor>,
  giftId: unknown,
  input: { playgroupId: string; contractorId?: string | undefined },
): Promise<Outcome<Judged>> {
  const loaded = await loadMembership(tx, input.playgroupId, actor.userId);
  if (!loaded.ok) return loaded;
  const m = loaded.value;
  if (!can(m, 'manage_contractors')) return failure(lacks(m, 'manage_contractors'));
  if (!isId(giftId)) return failure(notFound());
  const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId)).for('update');
  if (!gift || (input.contractorId !== undefined && input.contractorId !== gift.contractorId))
    return failure(notFound());
  const [holder] = await tx
    .select({ id: contractors.id, name: contractors.name, ownerId: contractors.ownerId })
    .from(contractors)
    .where(eq(contractors.id, gift.contractorId));
  if (!holder || !(await linkedToPlaygroup(tx, holder.id, m.playgroup.id))) return failure(notFound());
  return success({ m, gift, holder });
}

/**
 * Vetoes a Gift in a Playgroup, with a reason (needs `manage_contractors` there). While the veto holds, the holder
 * cannot answer that Playgroup's invitations; the sheet shows the veto and its reason, and the owner is told. It
 * ends when someone lifts it or when the owner reworks the Gift (a new revision). No ledger entry is written.
 * @example await vetoGift(p, actor, giftId, { playgroupId, reason: 'Its Description nullifies its Drawback.' })
 */
export async function vetoGift(
  p: Platform,
  actor: Actor,
  giftId: unknown,
  input: unknown,
): Promise<Outcome<GiftVetoView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(vetoGiftSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const judged = await judge(tx, actor, giftId, parsed.value);
    if (!judged.ok) return judged;
    const { m, gift, holder } = judged.value;
    const [held] = await tx
      .select({ id: giftVetoes.id })
      .from(giftVetoes)
      .where(
        and(eq(giftVetoes.giftId, gift.id), eq(giftVetoes.playgroupId, m.playgroup.id), isNull(giftVetoes.endedAt)),
      );
    if (held)
      return failure({
        code: 'already_vetoed',
        status: 409,
        message: `“${gift.name}” is already vetoed in “${m.playgroup.name}”. Lift that veto first to give another reason.`,
      });
    const now = p.now();
    const [row] = await tx
      .insert(giftVetoes)
      .values({
        giftId: gift.id,
        playgroupId: m.playgroup.id,
        giftRevision: gift.revision,
        reason: parsed.value.reason,
        vetoedBy: actor.userId,
        createdAt: now,
      })
      .returning();
    if (holder.ownerId !== actor.userId) {
      const message = `@${actor.handle} vetoed “${gift.name}” of ${holder.name} in “${m.playgroup.name}”: ${parsed.value.reason} Until you rework the Gift or the veto is lifted, ${holder.name} cannot take Contracts there.`;
      await notify(
        tx,
        [{ userId: holder.ownerId, kind: 'gift_vetoed', message, link: `/contractors/${holder.id}?tab=stock` }],
        now,
      );
    }
    return success(
      vetoView(row!, {
        giftName: gift.name,
        contractorId: holder.id,
        playgroupName: m.playgroup.name,
        vetoedBy: actor.handle,
      }),
    );
  });
}

/**
 * Lifts a Playgroup's veto on a Gift (needs `manage_contractors` there; anyone holding it, not only who vetoed).
 * The veto stays on record as lifted; the owner is told.
 * @example await liftGiftVeto(p, actor, giftId, { playgroupId })
 */
export async function liftGiftVeto(
  p: Platform,
  actor: Actor,
  giftId: unknown,
  input: unknown,
): Promise<Outcome<GiftVetoView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(liftGiftVetoSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const judged = await judge(tx, actor, giftId, parsed.value);
    if (!judged.ok) return judged;
    const { m, gift, holder } = judged.value;
    const now = p.now();
    const [row] = await tx
      .update(giftVetoes)
      .set({ endedAt: now, endedBy: actor.userId, endedHow: 'lifted' })
      .where(
        and(eq(giftVetoes.giftId, gift.id), eq(giftVetoes.playgroupId, m.playgroup.id), isNull(giftVetoes.endedAt)),
      )
      .returning();
    if (!row)
      return failure({
        code: 'not_vetoed',
        status: 409,
        message: `“${gift.name}” is not vetoed in “${m.playgroup.name}”.`,
      });
    if (holder.ownerId !== actor.userId) {
      const message = `@${actor.handle} lifted the veto on “${gift.name}” of ${holder.name} in “${m.playgroup.name}”.`;
      await notify(
        tx,
        [{ userId: holder.ownerId, kind: 'gift_veto_lifted', message, link: `/contractors/${holder.id}?tab=stock` }],
        now,
      );
    }
    const [vetoer] = row.vetoedBy
      ? await tx.select({ handle: users.handle }).from(users).where(eq(users.id, row.vetoedBy))
      : [];
    return success(
      vetoView(row, {
        giftName: gift.name,
        contractorId: holder.id,
        playgroupName: m.playgroup.name,
        vetoedBy: vetoer?.handle ?? null,
        endedBy: actor.handle,
      }),
    );
  });
}
