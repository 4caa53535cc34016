import { statusFromVictories, validateAssetsAndLiabilities, validateTraits, type TraitRatings } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { battleScars, contractors, injuries, ledgerEntries, traumas, users } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { databaseError, transact } from '../db/transaction.js';
import { failure, fromZodError, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { findVisible } from './access.js';
import { checkLimits } from './creation.js';
import { rulesRefusal, type SheetIssue } from './describe-issue.js';
import { passportGifts, restorePassportGifts, type PassportGifts } from '../gifts/passport-gifts.js';
import { PASSPORT_VERSION, passportSchema, type CurrentPassport, type Passport } from './passport-schema.js';
import { plainFields, type SheetRows } from './sheet.js';

/** The passport of a loaded sheet and its Gifts section. */
export function passportOf(rows: SheetRows, exportedAt: Date, gifts: PassportGifts): CurrentPassport {
  const c = rows.contractor;
  return {
    format: 'harbinger.contractor',
    version: PASSPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    contractor: {
      concept: {
        name: c.name,
        archetype: c.archetype,
        paradigm: c.paradigm,
        ambition: c.ambition,
        age: c.age,
        residence: c.residence,
        appearance: c.appearance,
      },
      limits: c.limits,
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
      })),
      ...plainFields(c),
      private: c.private,
    },
    // Coins of Charon are the player's, never on a Contractor's ledger (the database checks it); the filter narrows the
    // type.
    ledger: rows.ledger.flatMap((e) =>
      e.resource === 'coin_of_charon'
        ? []
        : [
            {
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

/**
 * A Contractor as a versioned JSON passport with its Gifts, for anyone who may see the sheet. Plain reads: on
 * PostgreSQL a read-committed transaction gives each statement its own snapshot, so one never made the two agree.
 * @example const passport = await exportPassport(p, actor, id);
 */
export async function exportPassport(p: Platform, actor: Actor, id: unknown): Promise<Outcome<CurrentPassport>> {
  const found = await findVisible(p.db, actor, id);
  if (!found.ok) return found;
  return success(passportOf(found.value, p.now(), await passportGifts(p.db, found.value.contractor.id)));
}

const invalid = (message: string, extra: Partial<PlatformError> = {}): PlatformError => ({
  code: 'invalid_passport',
  status: 422,
  message,
  ...extra,
});

function semanticIssues(passport: Passport): SheetIssue[] {
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

/**
 * Re-creates a passport as a new Contractor owned by the importer, in one transaction: a broken or tampered file
 * gets `invalid_passport` and nothing is written. Its Gifts (version 2 on) are restored in that same transaction, so
 * a Gifts section that fails its checks leaves no Contractor behind; a version 1 file simply has no Gifts.
 */
export async function importPassport(p: Platform, actor: Actor, json: unknown): Promise<Outcome<{ id: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = passportSchema.safeParse(json);
  if (!parsed.success) {
    const error = fromZodError(parsed.error, 'invalid_passport', 422);
    return failure({ ...error, message: `This is not a valid Contractor passport: ${error.message}` });
  }
  const passport = parsed.data;
  const issues = semanticIssues(passport);
  if (issues.length > 0) {
    const error = rulesRefusal(issues, { code: 'invalid_passport' });
    return failure({ ...error, message: `This passport breaks a rule: ${error.message}` });
  }
  const c = passport.contractor;
  const limits = checkLimits(c.limits);
  if (!limits.ok) return failure(invalid('This passport’s Limits are not valid.'));
  return transact(
    p.db,
    async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId));
      if (!owner) return failure(refusals.unauthenticated());
      const now = p.now();
      const [row] = await tx
        .insert(contractors)
        .values({
          ownerId: actor.userId,
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
      if (passport.ledger.length > 0) {
        await tx.insert(ledgerEntries).values(
          passport.ledger.map((e, i) => ({
            id: entryIds[i]!,
            contractorId,
            resource: e.resource,
            amount: e.amount,
            kind: e.kind,
            cause: e.cause,
            createdAt: new Date(e.createdAt),
            voidedAt: e.voidedAt === null ? null : new Date(e.voidedAt),
          })),
        );
      }
      if ('gifts' in passport) {
        const restored = await restorePassportGifts(tx, { contractorId, gifts: passport.gifts, now });
        // The section's own paths (`gifts.1`) sit under the passport's `gifts` key.
        if (!restored.ok)
          return failure({
            ...restored.error,
            field: `gifts.${restored.error.field ?? ''}`.replace(/\.$/, ''),
            message: `This passport’s Gifts cannot be imported: ${restored.error.message}`,
          });
      }
      return success({ id: contractorId });
    },
    {
      // Values zod let through but the database cannot store (a NUL character, say): still the file's fault.
      mapError: (error) => {
        const code = databaseError(error)?.code;
        return code?.startsWith('22')
          ? invalid('This passport holds a value the database cannot store; nothing was imported.')
          : undefined;
      },
    },
  );
}
