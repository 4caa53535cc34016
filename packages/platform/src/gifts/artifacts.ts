import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { ContractorRow } from '../contractors/sheet.js';
import type { Tx } from '../db/connection.js';
import { changeOwned, findRecipient } from '../contractors/access.js';
import { artifactEvents, gifts } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { LEGENDARY, eventsOf, giftView, lockGift, unverifiedGiftRefusal, type GiftRow } from './gift-rows.js';
import { setArtifactStatusSchema, transferArtifactSchema } from './schemas.js';
import type { GiftView } from './views.js';
import { readWallet } from './wallet.js';

const refuse = (code: string, message: string, field?: string): PlatformError => ({
  code,
  status: 422,
  message,
  ...(field ? { field } : {}),
});

/** Locks the Contractor's Gift `giftId` when it is a Legendary Artifact; otherwise the refusal to answer with. */
async function lockArtifact(tx: Tx, giftId: string, contractorId: string): Promise<Outcome<GiftRow>> {
  const gift = await lockGift(tx, { giftId, contractorId });
  if (!gift) return failure({ ...refusals.notFound('That Gift'), field: 'giftId' });
  if (gift.typeId !== LEGENDARY)
    return failure(refuse('not_a_legendary_artifact', `${gift.name} is not a Legendary Artifact.`, 'giftId'));
  return success(gift);
}

/** The Artifact as the sheet shows it after a change, with its history and the wallet of whoever holds it now. */
async function artifactView(tx: Tx, updated: GiftRow, holder: ContractorRow): Promise<GiftView> {
  const events = await eventsOf(tx, [updated.id]);
  const wallet = await readWallet(tx, holder);
  return giftView(updated, { events: events.get(updated.id) ?? [], downtime: wallet.downtime });
}

/**
 * Records what happened to a Legendary Artifact (held, lost, stolen, destroyed), keeping the change in its history.
 * @example await setArtifactStatus(p, actor, contractorId, { giftId, status: 'stolen', note: 'Taken by the Baron' })
 */
export async function setArtifactStatus(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<GiftView>> {
  const parsed = parseInput(setArtifactStatusSchema, input);
  if (!parsed.ok) return parsed;
  const { version, giftId, status, note } = parsed.value;
  return changeOwned<GiftView>(
    p,
    actor,
    contractorId,
    version,
    async ({ tx, row, now }) => {
      const locked = await lockArtifact(tx, giftId, row.id);
      if (!locked.ok) return locked;
      const gift = locked.value;
      if (gift.artifactStatus === status)
        return failure(refuse('status_unchanged', `${gift.name} is already ${status}.`, 'status'));
      const [updated] = await tx
        .update(gifts)
        .set({ artifactStatus: status, updatedAt: now })
        .where(eq(gifts.id, gift.id))
        .returning();
      await tx.insert(artifactEvents).values({ giftId: gift.id, kind: 'status', status, note, createdAt: now });
      return success({ value: await artifactView(tx, updated!, row) });
    },
    (_rows, value) => value as GiftView,
  );
}

/**
 * Hands a Legendary Artifact to another Contractor (given, traded, or recovered by the one who took it): the Gift
 * moves to them, held, and the hand-over joins its history. A destroyed Artifact cannot change hands.
 * @example await transferArtifact(p, actor, contractorId, { giftId, toContractorId })
 */
export async function transferArtifact(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<GiftView>> {
  const parsed = parseInput(transferArtifactSchema, input);
  if (!parsed.ok) return parsed;
  const { version, giftId, toContractorId, note } = parsed.value;
  return changeOwned<GiftView>(
    p,
    actor,
    contractorId,
    version,
    async ({ tx, row, now }) => {
      const locked = await lockArtifact(tx, giftId, row.id);
      if (!locked.ok) return locked;
      const gift = locked.value;
      if (gift.artifactStatus === 'destroyed')
        return failure(refuse('artifact_destroyed', `${gift.name} was destroyed; it cannot change hands.`, 'giftId'));
      const unverified = unverifiedGiftRefusal(gift);
      if (unverified) return failure(unverified);
      const recipient = await findRecipient(tx, actor, toContractorId);
      if (!recipient) return failure({ ...refusals.notFound('That Contractor'), field: 'toContractorId' });
      if (recipient.id === row.id)
        return failure(refuse('validation_failed', `${gift.name} is already ${row.name}’s.`, 'toContractorId'));
      const [updated] = await tx
        .update(gifts)
        .set({ contractorId: recipient.id, artifactStatus: 'held', updatedAt: now })
        .where(eq(gifts.id, gift.id))
        .returning();
      await tx.insert(artifactEvents).values({
        giftId: gift.id,
        kind: 'transfer',
        status: 'held',
        fromContractorId: row.id,
        toContractorId: recipient.id,
        fromName: row.name,
        toName: recipient.name,
        note,
        createdAt: now,
      });
      return success({ value: await artifactView(tx, updated!, recipient) });
    },
    (_rows, value) => value as GiftView,
  );
}
