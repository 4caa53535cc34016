import { auditLedger } from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, importedPassports, users, type UnverifiedImport } from '../db/schema.js';
import { databaseError, transact } from '../db/transaction.js';
import { failure, fromZodError, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { rulesRefusal, type SheetIssue } from '../contractors/describe-issue.js';
import { insertPassport, semanticIssues } from '../contractors/passport.js';
import { passportSchema, type Passport } from '../contractors/passport-schema.js';
import { isId } from '../parse.js';
import type { PassportClaim } from './claim-schema.js';
import { serverKey } from './server-key.js';
import { knownKeys, verifyPassport, type Verification } from './signature.js';
import { listTrustedServers, trustedServersFromEnv, type TrustedKey } from './trust.js';

/** What an import made. */
export interface ImportedPassport {
  id: string;
  /** Clean: a known server signed the passport, nothing in it changed, and its Contractor was not here already. */
  verified: boolean;
  /** What waits for a Leader of the Contractor's new home; null when nothing does. */
  unverified: UnverifiedImport | null;
}

const refuse = (code: string, status: PlatformError['status'], message: string): Outcome<never> =>
  failure({ code, status, message });

/** The servers `HARBINGER_TRUSTED_SERVERS` trusts; an entry that does not read is told to the operator's log. */
function fromEnv(p: Platform): TrustedKey[] {
  const { keys, problems } = trustedServersFromEnv();
  for (const problem of problems) p.log.warn('HARBINGER_TRUSTED_SERVERS has an entry that does not read', { problem });
  return keys;
}

/** The ledger and sheet replayed against the rules; everything a passport's history breaks. */
function auditIssues(passport: Passport, vouched: boolean): SheetIssue[] {
  const c = passport.contractor;
  const audited = auditLedger({
    entries: passport.ledger.map((e) => ({ ...e, voided: e.voidedAt !== null })),
    sheet: {
      attributes: c.attributes,
      abilities: c.abilities,
      secondaryAbilities: c.secondaryAbilities,
      sourceCapacity: c.source?.capacity ?? null,
      victories: c.victories,
    },
    vouched,
  });
  return audited.ok ? [] : audited.issues;
}

/** Who may import a claimed passport here: refuses view copies, and another player's copy of one issued here. */
function holderRefusal(passport: Passport, actor: NonNullable<Actor>, ownKeyId: string): Outcome<never> | undefined {
  if (!('claim' in passport)) return undefined;
  const { claim } = passport;
  if (claim.holder === null)
    return refuse(
      'passport_not_transferable',
      403,
      `This is a view copy of ${passport.contractor.concept.name}: it cannot become a playable Contractor. Ask ` +
        `@${claim.owner} to export it for you, or to send you a consent link.`,
    );
  // Accounts of another server are not ours to compare; a passport made here names its holder's account.
  if (passport.signature?.keyId === ownKeyId && claim.holder.userId !== actor.userId)
    return refuse(
      'passport_not_yours',
      403,
      `This passport was made for @${claim.holder.handle}; only they can import it. Ask @${claim.owner} for a ` +
        'consent link of your own.',
    );
  return undefined;
}

/** What waits for a Leader: every victory of an unverified passport, or what a vouched one carries onward. */
function pendingOf(passport: Passport, verification: Verification): Omit<UnverifiedImport, 'gifts'> | null {
  const c = passport.contractor;
  const issuer = 'claim' in passport ? passport.claim.issuer : '';
  if (!verification.verified) return { victories: c.victories, reason: verification.reason, issuer };
  const carried = 'unverifiedImport' in c ? c.unverifiedImport : null;
  if (!carried) return null;
  return { victories: Math.min(carried.victories, c.victories), reason: carried.reason, issuer: carried.issuer };
}

/**
 * True when the verified passport's Contractor is already here: it lives on this server (the passport was issued
 * here), or an earlier passport of it from the same signer came in. A second copy is never clean.
 */
async function alreadyHere(tx: Tx, claim: PassportClaim, signer: { keyId: string; own: boolean }): Promise<boolean> {
  if (signer.own && isId(claim.contractorId)) {
    const [original] = await tx
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.id, claim.contractorId));
    if (original) return true;
  }
  const [earlier] = await tx
    .select({ id: importedPassports.id })
    .from(importedPassports)
    .where(
      and(
        eq(importedPassports.signerKeyId, signer.keyId),
        eq(importedPassports.sourceContractorId, claim.contractorId),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/**
 * Re-creates a passport as a new Contractor of the signed-in player, in one transaction. The file must parse and
 * obey the rules, and its ledger must account for every rating, balance and victory (`auditLedger`); otherwise
 * `invalid_passport` lists the problems and nothing is written. A view copy, or a passport made here for someone
 * else, is refused; a passport id imports once per server. Signed by a known server, unchanged and new here, it
 * imports clean; else (a copy of a Contractor already here included) its victories and Gifts come in "imported,
 * unverified" until a Leader of the new home accepts them. Known servers: those trusted in the database and those
 * `HARBINGER_TRUSTED_SERVERS` names.
 * @example const { id, verified } = expectOk(await importPassport(p, actor, json));
 */
export async function importPassport(p: Platform, actor: Actor, json: unknown): Promise<Outcome<ImportedPassport>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = passportSchema.safeParse(json);
  if (!parsed.success) {
    const error = fromZodError(parsed.error, 'invalid_passport', 422);
    return failure({ ...error, message: `This is not a valid Contractor passport: ${error.message}` });
  }
  const passport = parsed.data;
  const own = await serverKey(p);
  const refused = holderRefusal(passport, actor, own.keyId);
  if (refused) return refused;
  const trusted = [...fromEnv(p), ...(await listTrustedServers(p.db))];
  const verification = verifyPassport(json, knownKeys(own, trusted));
  const issues = [...semanticIssues(passport), ...auditIssues(passport, verification.verified)];
  if (issues.length > 0) {
    const error = rulesRefusal(issues, { code: 'invalid_passport' });
    return failure({ ...error, message: `This passport does not add up: ${error.message}` });
  }
  const claim = 'claim' in passport ? passport.claim : null;
  return transact(
    p.db,
    async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId));
      if (!owner) return failure(refusals.unauthenticated());
      const now = p.now();
      const copy = verification.verified && claim !== null && (await alreadyHere(tx, claim, verification));
      const clean: Verification = copy ? { verified: false, reason: 'duplicate' } : verification;
      const pending = pendingOf(passport, clean);
      const written = await insertPassport(tx, {
        passport,
        ownerId: actor.userId,
        now,
        victories: passport.contractor.victories - (pending?.victories ?? 0),
        vouched: clean.verified,
        pending,
      });
      if (!written.ok) return written;
      const [recorded] = await tx
        .insert(importedPassports)
        .values({
          contractorId: written.value.id,
          passportId: claim?.passportId ?? null,
          issuer: claim?.issuer ?? '',
          signerKeyId: verification.verified ? verification.keyId : null,
          sourceContractorId: claim?.contractorId ?? null,
          importedBy: actor.userId,
          importedAt: now,
        })
        .onConflictDoNothing({ target: importedPassports.passportId })
        .returning({ id: importedPassports.id });
      if (!recorded)
        return refuse(
          'passport_already_imported',
          409,
          'This passport was already imported here; each passport brings its Contractor once. Ask the owner for ' +
            'a fresh export.',
        );
      return success({ id: written.value.id, verified: clean.verified, unverified: written.value.pending });
    },
    {
      // Values zod let through but the database cannot store (a NUL character, say): still the file's fault.
      mapError: (error) =>
        databaseError(error)?.code?.startsWith('22')
          ? {
              code: 'invalid_passport',
              status: 422,
              message: 'This passport holds a value the database cannot store; nothing was imported.',
            }
          : undefined,
    },
  );
}
