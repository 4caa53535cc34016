import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { newId } from '../db/ids.js';
import { success, type Outcome } from '../errors.js';
import { findVisible } from '../contractors/access.js';
import { passportOf } from '../contractors/passport.js';
import type { CurrentPassport } from '../contractors/passport-schema.js';
import type { SheetRows } from '../contractors/sheet.js';
import { passportGifts } from '../gifts/passport-gifts.js';
import type { PassportClaim } from './claim-schema.js';
import { serverKey } from './server-key.js';
import { signPassport } from './signature.js';

/**
 * A loaded sheet as a signed passport: the body, the claim (a fresh passport id, `p.origin` as the issuer, `holder`
 * the one player who may import it, null for a view copy) and the signature over both.
 */
export async function issuePassport(
  p: Platform,
  tx: Db | Tx,
  rows: SheetRows,
  holder: PassportClaim['holder'],
): Promise<CurrentPassport> {
  const now = p.now();
  const body = passportOf(rows, now, await passportGifts(tx, rows.contractor.id));
  const claim: PassportClaim = {
    passportId: newId(),
    issuer: p.origin,
    contractorId: rows.contractor.id,
    owner: rows.ownerHandle,
    holder,
    issuedAt: now.toISOString(),
  };
  return signPassport({ ...body, claim }, await serverKey(p));
}

/**
 * A Contractor as a signed, versioned JSON passport with its Gifts, for anyone who may see the sheet. The owner's
 * copy names them as its holder and can be imported (once per passport id on any server); anyone else gets a view
 * copy that no server imports. The claim names `p.origin` as its issuer. Plain reads, no transaction (see
 * docs/architecture.md).
 * @example const passport = await exportPassport(p, actor, id);
 */
export async function exportPassport(p: Platform, actor: Actor, id: unknown): Promise<Outcome<CurrentPassport>> {
  const found = await findVisible(p.db, actor, id);
  if (!found.ok) return found;
  const owner = actor !== null && actor.userId === found.value.contractor.ownerId;
  const holder = owner ? { userId: actor.userId, handle: actor.handle } : null;
  return success(await issuePassport(p, p.db, found.value, holder));
}
