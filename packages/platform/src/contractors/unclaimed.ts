import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { RequestMeta } from '../accounts/sign-up.js';
import { hashToken, newToken } from '../accounts/tokens.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { unclaimedContractors, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId } from '../parse.js';
import { checkCreation, insertCreatedContractor } from './creation.js';
import type { ContractorCreateValue } from './create-schema.js';

/**
 * How long a Contractor built without an account is kept after its last save, and how many one address may build
 * in the window.
 */
export const UNCLAIMED_LIMITS = {
  keepMs: 30 * 24 * 60 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
  perAddress: 10,
} as const;

/** The secret edit link's parts: the Contractor's id and the token only its builder holds. */
export interface UnclaimedKey {
  id: string;
  token: string;
}

/** What the builder gets once: the token of the edit link (never shown again) and the share key. */
export interface UnclaimedCreated {
  id: string;
  editToken: string;
  shareKey: string;
  expiresAt: Date;
}

/** An unclaimed Contractor as its edit link or share link shows it. */
export interface UnclaimedView {
  id: string;
  name: string;
  /** The checked creation input, ready to re-fill the creation form. */
  input: ContractorCreateValue;
  version: number;
  shareKey: string;
  updatedAt: Date;
  expiresAt: Date;
}

const gone: PlatformError = {
  code: 'not_found',
  status: 404,
  message:
    'This Contractor does not exist: the link may be mistyped, it was claimed into an account, or it expired ' +
    'after 30 days without a save.',
};

const signedIn: PlatformError = {
  code: 'signed_in',
  status: 409,
  message: 'You are signed in: build the Contractor in your account instead.',
};

// The advisory lock class that makes one address's creations take turns (sign-in uses 7301 and 7302).
const ADDRESS_LOCK_CLASS = 7303;

function lockNumber(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}

/** Compares a presented token with a stored hash in constant time. */
function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** The stored input without the Coin of Charon: a visitor holds no coins. */
function storable(value: ContractorCreateValue): ContractorCreateValue {
  return { ...value, useCoinOfCharon: false };
}

function toView(row: typeof unclaimedContractors.$inferSelect): UnclaimedView {
  return {
    id: row.id,
    name: row.name,
    input: row.input as ContractorCreateValue,
    version: row.version,
    shareKey: row.shareKey,
    updatedAt: row.updatedAt,
    expiresAt: row.expiresAt,
  };
}

async function rowFor(
  db: Platform['db'] | Tx,
  key: UnclaimedKey,
  now: Date,
  lock = false,
): Promise<typeof unclaimedContractors.$inferSelect | undefined> {
  if (!isId(key.id) || typeof key.token !== 'string' || key.token === '') return undefined;
  const query = db
    .select()
    .from(unclaimedContractors)
    .where(and(eq(unclaimedContractors.id, key.id), gt(unclaimedContractors.expiresAt, now)));
  const [row] = lock ? await query.for('update') : await query;
  return row && tokenMatches(key.token, row.editTokenHash) ? row : undefined;
}

/**
 * Deletes unclaimed Contractors whose 30 days since the last save have passed. Creating one runs it, outside that
 * transaction, so a failed clean-up never costs anyone their Contractor; failures are logged.
 */
export async function pruneUnclaimedContractors(p: Pick<Platform, 'db' | 'now' | 'log'>): Promise<void> {
  try {
    await p.db.delete(unclaimedContractors).where(lte(unclaimedContractors.expiresAt, p.now()));
  } catch (error) {
    p.log.warn('could not prune expired unclaimed Contractors', { error: String(error) });
  }
}

/**
 * Builds a Contractor for a visitor without an account, checked like any creation. Answers the edit link's token
 * (kept only as a hash: show it once) and the share key. One address may build 10 an hour (`rate_limited`).
 * @example await createUnclaimedContractor(p, null, creationInput, { ip: '203.0.113.7' })
 */
export async function createUnclaimedContractor(
  p: Platform,
  actor: Actor,
  input: unknown,
  meta: RequestMeta,
): Promise<Outcome<UnclaimedCreated>> {
  if (actor) return failure(signedIn);
  const checked = checkCreation(input);
  if (!checked.ok) return checked;
  const outcome = await transact(p.db, async (tx) => {
    const now = p.now();
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}::int, ${lockNumber(meta.ip)}::int)`);
    const [recent] = await tx
      .select({ n: count() })
      .from(unclaimedContractors)
      .where(
        and(
          eq(unclaimedContractors.creatorAddress, meta.ip),
          gt(unclaimedContractors.createdAt, new Date(now.getTime() - UNCLAIMED_LIMITS.windowMs)),
        ),
      );
    if ((recent?.n ?? 0) >= UNCLAIMED_LIMITS.perAddress)
      return failure({
        code: 'rate_limited',
        status: 429,
        message: 'Too many Contractors built from this address in the last hour. Sign up, or try again later.',
      });
    const editToken = newToken();
    const shareKey = newToken().slice(0, 22);
    const expiresAt = new Date(now.getTime() + UNCLAIMED_LIMITS.keepMs);
    const value = storable(checked.value.value);
    const [row] = await tx
      .insert(unclaimedContractors)
      .values({
        editTokenHash: hashToken(editToken),
        shareKey,
        name: value.name,
        input: value as unknown as Record<string, unknown>,
        creatorAddress: meta.ip,
        createdAt: now,
        updatedAt: now,
        expiresAt,
      })
      .returning({ id: unclaimedContractors.id });
    return success({ id: row!.id, editToken, shareKey, expiresAt });
  });
  await pruneUnclaimedContractors(p);
  return outcome;
}

/** The unclaimed Contractor an edit link opens; a wrong token, an expired or claimed one is `not_found`. */
export async function getUnclaimedContractor(p: Platform, key: UnclaimedKey): Promise<Outcome<UnclaimedView>> {
  const row = await rowFor(p.db, key, p.now());
  return row ? success(toView(row)) : failure(gone);
}

/** The read-only view a share link opens. */
export async function getSharedContractor(p: Platform, shareKey: string): Promise<Outcome<UnclaimedView>> {
  if (typeof shareKey !== 'string' || shareKey.length < 16 || shareKey.length > 64) return failure(gone);
  const [row] = await p.db
    .select()
    .from(unclaimedContractors)
    .where(and(eq(unclaimedContractors.shareKey, shareKey), gt(unclaimedContractors.expiresAt, p.now())));
  return row ? success(toView(row)) : failure(gone);
}

/**
 * Saves a new version of an unclaimed Contractor through its edit link, checked like a creation, and keeps it 30
 * more days. `version` is the one the editor started from: another save since is `version_conflict`.
 */
export async function updateUnclaimedContractor(
  p: Platform,
  key: UnclaimedKey,
  options: { version: number; input: unknown },
): Promise<Outcome<UnclaimedView>> {
  const checked = checkCreation(options.input);
  if (!checked.ok) return checked;
  return transact(p.db, async (tx) => {
    const now = p.now();
    const row = await rowFor(tx, key, now, true);
    if (!row) return failure(gone);
    if (row.version !== options.version)
      return failure({
        ...refusals.versionConflict(),
        message: 'This Contractor was saved from another window since you opened it. Reload to see that version.',
      });
    const value = storable(checked.value.value);
    const [saved] = await tx
      .update(unclaimedContractors)
      .set({
        name: value.name,
        input: value as unknown as Record<string, unknown>,
        version: row.version + 1,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + UNCLAIMED_LIMITS.keepMs),
      })
      .where(eq(unclaimedContractors.id, row.id))
      .returning();
    return success(toView(saved!));
  });
}

/**
 * Claims an unclaimed Contractor into the signed-in account: it becomes a Contractor like any other (sheet,
 * starting ledger), the edit and share links stop working, and it may now join Playgroups and Contracts. The input
 * is checked again, so a catalog change since it was built cannot slip through.
 * @example await claimUnclaimedContractor(p, actor, { id, token })
 */
export async function claimUnclaimedContractor(
  p: Platform,
  actor: Actor,
  key: UnclaimedKey,
): Promise<Outcome<{ contractorId: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const now = p.now();
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId));
    if (!owner) return failure(refusals.unauthenticated());
    const row = await rowFor(tx, key, now, true);
    if (!row) return failure(gone);
    const checked = checkCreation(storable(row.input as ContractorCreateValue));
    if (!checked.ok) return checked;
    const created = await insertCreatedContractor(tx, { ownerId: actor.userId, checked: checked.value, now });
    if (!created.ok) return created;
    await tx.delete(unclaimedContractors).where(eq(unclaimedContractors.id, row.id));
    return success({ contractorId: created.value.id });
  });
}
