import { statusFromVictories, validateAssetsAndLiabilities, validateTraits, type TraitRatings } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { battleScars, contractors, injuries, ledgerEntries, traumas, type UnverifiedImport } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { checkLimits } from './creation.js';
import { plainLimits } from './limit-approval.js';
import type { SheetIssue } from './describe-issue.js';
import { restorePassportGifts, type PassportGifts } from '../gifts/passport-gifts.js';
import { PASSPORT_VERSION, type Passport, type PassportBody } from './passport-schema.js';
import { conceptOf, plainFields, type SheetRows } from './sheet.js';

/**
 * The passport of a loaded sheet and its Gifts section, before the server signs it. `victories` counts every victory
 * the ledger paid, those an earlier import left unverified included (`unverifiedImport` says how many).
 */
export function passportOf(rows: SheetRows, exportedAt: Date, gifts: PassportGifts): PassportBody {
  const c = rows.contractor;
  return {
    format: 'harbinger.contractor',
    version: PASSPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    contractor: {
      concept: conceptOf(c),
      limits: plainLimits(c.limits),
      attributes: c.attributes as Passport['contractor']['attributes'],
      abilities: c.abilities,
      secondaryAbilities: c.secondaryAbilities,
      assets: c.assets,
      liabilities: c.liabilities,
      injuries: rows.injuries.map((i) => ({
        ref: i.id,
        severity: i.severity,
        originalSeverity: i.originalSeverity,
        stabilized: i.stabilized,
        cleanHeal: i.cleanHeal,
        failedAttempts: i.failedAttempts,
        scarClass: i.scarClass as Passport['contractor']['injuries'][number]['scarClass'],
        note: i.note,
        receivedAt: i.receivedAt.toISOString(),
        degradingSince: i.degradingSince.toISOString(),
      })),
      mindDamage: c.mindDamage,
      traumas: rows.traumas.map((t) => ({
        stockId: t.stockId,
        name: t.name,
        summary: t.summary,
        createdAt: t.createdAt.toISOString(),
      })),
      battleScars: rows.battleScars.map((s) => ({
        stockId: s.stockId,
        name: s.name,
        class: s.scarClass as Passport['contractor']['battleScars'][number]['class'],
        permanent: s.permanent,
        injuryRef: s.injuryId,
        createdAt: s.createdAt.toISOString(),
        ...(s.willToSurvive ? { willToSurvive: true } : {}),
        ...(s.effects ? { effects: s.effects } : {}),
      })),
      ...plainFields(c),
      victories: c.victories + (c.unverifiedImport?.victories ?? 0),
      unverifiedImport: c.unverifiedImport ?? null,
      private: c.private,
    },
    // Coins of Charon are the player's, never on a Contractor's ledger (the database checks it); the filter narrows the
    // type.
    ledger: rows.ledger.flatMap((e) =>
      e.resource === 'coin_of_charon'
        ? []
        : [
            {
              id: e.id,
              resource: e.resource,
              amount: e.amount,
              kind: e.kind,
              cause: e.cause,
              createdAt: e.createdAt.toISOString(),
              voidedAt: e.voidedAt?.toISOString() ?? null,
            },
          ],
    ),
    gifts,
  };
}

const invalid = (message: string, extra: Partial<PlatformError> = {}): PlatformError => ({
  code: 'invalid_passport',
  status: 422,
  message,
  ...extra,
});

/** What a passport's sheet breaks in the rules (Limits, Assets, ratings for its Status, scar references). */
export function semanticIssues(passport: Passport): SheetIssue[] {
  const c = passport.contractor;
  const issues: SheetIssue[] = [];
  const limits = checkLimits(c.limits);
  if (!limits.ok) issues.push(...limits.issues);
  const picks = validateAssetsAndLiabilities({ assets: c.assets, liabilities: c.liabilities });
  if (!picks.ok) issues.push(...picks.issues);
  const traits: TraitRatings = {
    attributes: c.attributes,
    abilities: c.abilities,
    secondaryAbilities: c.secondaryAbilities,
  };
  const rated = validateTraits(traits, { status: statusFromVictories(c.victories) });
  if (!rated.ok) issues.push(...rated.issues);
  const refs = new Set(c.injuries.map((i) => i.ref));
  c.battleScars.forEach((s, i) => {
    if (s.injuryRef !== null && !refs.has(s.injuryRef))
      issues.push({ code: 'unknown_injury_ref', path: ['battleScars', i, 'injuryRef'], received: s.injuryRef });
  });
  return issues.map((issue) => ({ ...issue, path: ['contractor', ...issue.path] }));
}

/** Ids for rows written together; `newId` makes them ascending, so ties on time keep the passport's order. */
function newIds(count: number): string[] {
  return Array.from({ length: count }, () => newId());
}

/** How an import writes a checked passport. */
export interface PassportWrite {
  passport: Passport;
  ownerId: string;
  now: Date;
  /** Victories counted from the start; the rest of the passport's victories wait in `unverifiedImport`. */
  victories: number;
  /** A known server vouches for the passport: its Gifts keep the marks they carry instead of all coming unverified. */
  vouched: boolean;
  /** What waits for a Leader (its `gifts` count is filled in from the Gifts written). */
  pending: Omit<UnverifiedImport, 'gifts'> | null;
}

/**
 * Writes a checked passport as a new Contractor inside the importing transaction: the sheet, Injuries, scars,
 * Traumas, the whole ledger and (version 2 on) the Gifts. A Gifts section that fails its checks refuses, so the
 * caller's transaction leaves nothing behind.
 */
export async function insertPassport(
  tx: Tx,
  write: PassportWrite,
): Promise<Outcome<{ id: string; pending: UnverifiedImport | null }>> {
  const { passport, now } = write;
  const c = passport.contractor;
  const limits = checkLimits(c.limits);
  if (!limits.ok) return failure(invalid('This passport’s Limits are not valid.'));
  const [row] = await tx
    .insert(contractors)
    .values({
      ownerId: write.ownerId,
      private: c.private,
      ...c.concept,
      limits: limits.value,
      attributes: c.attributes,
      abilities: c.abilities as Record<string, number>,
      secondaryAbilities: c.secondaryAbilities,
      assets: c.assets,
      liabilities: c.liabilities,
      mindDamage: c.mindDamage,
      ...plainFields(c),
      victories: write.victories,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contractors.id });
  const contractorId = row!.id;
  const injuryIds = newIds(c.injuries.length);
  const newInjuryId = new Map(c.injuries.map((injury, i) => [injury.ref, injuryIds[i]!]));
  if (c.injuries.length > 0) {
    await tx.insert(injuries).values(
      c.injuries.map((injury, i) => ({
        id: injuryIds[i]!,
        contractorId,
        severity: injury.severity,
        originalSeverity: injury.originalSeverity,
        stabilized: injury.stabilized,
        cleanHeal: injury.cleanHeal,
        failedAttempts: injury.failedAttempts,
        scarClass: injury.scarClass,
        note: injury.note,
        receivedAt: new Date(injury.receivedAt),
        degradingSince: new Date(injury.degradingSince),
      })),
    );
  }
  const scarIds = newIds(c.battleScars.length);
  if (c.battleScars.length > 0) {
    await tx.insert(battleScars).values(
      c.battleScars.map((s, i) => ({
        id: scarIds[i]!,
        contractorId,
        injuryId: s.injuryRef === null ? null : newInjuryId.get(s.injuryRef)!,
        stockId: s.stockId,
        name: s.name,
        scarClass: s.class,
        permanent: s.permanent,
        createdAt: new Date(s.createdAt),
        willToSurvive: s.willToSurvive ?? false,
        effects: s.effects ?? null,
      })),
    );
  }
  const traumaIds = newIds(c.traumas.length);
  if (c.traumas.length > 0) {
    await tx.insert(traumas).values(
      c.traumas.map((t, i) => ({
        id: traumaIds[i]!,
        contractorId,
        stockId: t.stockId,
        name: t.name,
        summary: t.summary,
        createdAt: new Date(t.createdAt),
      })),
    );
  }
  const entryIds = newIds(passport.ledger.length);
  // Entries get new ids here, so a refund names its spend by the spend's new id.
  const renamed = new Map(passport.ledger.flatMap((e, i) => (e.id === undefined ? [] : [[e.id, entryIds[i]!]])));
  const refundOf = (cause: Record<string, unknown>) =>
    typeof cause.refundOf === 'string' && renamed.has(cause.refundOf)
      ? { ...cause, refundOf: renamed.get(cause.refundOf) }
      : cause;
  if (passport.ledger.length > 0) {
    await tx.insert(ledgerEntries).values(
      passport.ledger.map((e, i) => ({
        id: entryIds[i]!,
        contractorId,
        resource: e.resource,
        amount: e.amount,
        kind: e.kind,
        cause: refundOf(e.cause),
        createdAt: new Date(e.createdAt),
        voidedAt: e.voidedAt === null ? null : new Date(e.voidedAt),
      })),
    );
  }
  let unverifiedGifts = 0;
  if ('gifts' in passport) {
    const restored = await restorePassportGifts(tx, {
      contractorId,
      gifts: passport.gifts,
      now,
      vouched: write.vouched,
    });
    // The section's own paths (`gifts.1`) sit under the passport's `gifts` key.
    if (!restored.ok)
      return failure({
        ...restored.error,
        field: `gifts.${restored.error.field ?? ''}`.replace(/\.$/, ''),
        message: `This passport’s Gifts cannot be imported: ${restored.error.message}`,
      });
    unverifiedGifts = restored.value.unverified;
  }
  const pending =
    write.pending && (write.pending.victories > 0 || unverifiedGifts > 0)
      ? { ...write.pending, gifts: unverifiedGifts }
      : null;
  if (pending) await tx.update(contractors).set({ unverifiedImport: pending }).where(eq(contractors.id, contractorId));
  return success({ id: contractorId, pending });
}
