import {
  capMindDamage,
  exertMind,
  incapacity,
  parseRoll,
  resolveRollExpression,
  rollDice,
  type RollOptions,
  type RollResult,
} from '@harbinger/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractors } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { canView } from './access.js';
import { rulesRefusal } from './describe-issue.js';
import { INCAPACITY_WORDS, refuseIfInactive } from './life.js';
import { listRollsSchema, rollSchema } from './play-schemas.js';
import { rollRecord, storeRoll } from './roll-store.js';
import { deriveSheet, loadSheet, traitsOf } from './sheet.js';
import { readVisibleRolls } from './sheet-read.js';
import type { RollRecord } from './views.js';

function describeOptions(options: RollOptions): string {
  const parts = [`${options.pool} ${options.pool === 1 ? 'die' : 'dice'} at Difficulty ${options.difficulty ?? 6}`];
  if (options.penalty) parts.push(options.exert ? `Penalty ${options.penalty} ignored` : `Penalty ${options.penalty}`);
  if (options.exert) parts.push('exerting');
  return parts.join(', ');
}

/** The roll an incapacitated Contractor gets: no dice, which the dice rules score as an automatic Outcome of 0. */
function automaticFailure(options: RollOptions, rng: Platform['rng']): RollResult {
  return rollDice({ pool: 0, difficulty: options.difficulty ?? 6 }, rng);
}

/**
 * Rolls for a Contractor on the server with the platform's dice (never the client's), with the sheet's current
 * Penalty, and keeps the roll in the history. Notation (`dex+athletics@7 ex`) is read against the sheet; explicit
 * `options` may be sent instead. An exerted roll adds its 1 Mind damage to the sheet; the Penalty that damage brings
 * starts with the next roll. A dead or retired Contractor cannot roll (`contractor_dead`, `contractor_retired`); an
 * incapacitated one (Body or Mind at 0, or Body below 0) gets an automatic failure at Outcome 0, kept in the history
 * with the reason, and no exertion.
 * @example await recordRoll(p, actor, id, { expression: 'dex+firearms@7' })
 */
export async function recordRoll(p: Platform, actor: Actor, id: unknown, input: unknown): Promise<Outcome<RollRecord>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(rollSchema, input);
  if (!parsed.ok) return parsed;
  if (!isId(id)) return failure(refusals.notFound('That Contractor'));
  const { expression, label } = parsed.value;
  return transact(p.db, async (tx) => {
    const [row] = await tx.select().from(contractors).where(eq(contractors.id, id)).for('update');
    if (!row || !canView(actor, row)) return failure(refusals.notFound('That Contractor'));
    if (row.ownerId !== actor.userId)
      return failure(refusals.forbidden('Only the player who owns this Contractor can roll for it.'));
    const active = await refuseIfInactive(tx, row);
    if (!active.ok) return active;
    const sheet = (await loadSheet(tx, id))!;
    const derived = deriveSheet(sheet);
    const blocked = incapacity(derived);
    let options: RollOptions;
    let description: string;
    let rollLabel = label ?? null;
    if (parsed.value.options) {
      options = { ...parsed.value.options, penalty: derived.penalty };
      description = describeOptions(options);
    } else {
      const expr = parseRoll(expression);
      if (!expr.ok) return failure(rulesRefusal(expr.issues, { code: 'invalid_roll', prefix: ['expression'] }));
      const resolved = resolveRollExpression(expr.value, {
        traits: traitsOf(row),
        penalty: derived.penalty,
        body: derived.body,
        mind: derived.mind,
      });
      if (!resolved.ok) return failure(rulesRefusal(resolved.issues, { code: 'invalid_roll', prefix: ['expression'] }));
      options = resolved.value.options;
      description = resolved.value.description;
      rollLabel ??= resolved.value.label ?? null;
    }
    if (blocked) {
      // The table's rule: an incapacitated Contractor's every roll fails, so it is kept as a failure that says why.
      const reason = INCAPACITY_WORDS[blocked];
      const stored = await storeRoll(tx, {
        contractorId: id,
        rollerId: actor.userId,
        expression,
        label: rollLabel,
        description: `Automatic failure: ${reason} (asked for ${description})`,
        options: { ...options, exert: false },
        result: automaticFailure(options, p.rng),
        mindDamageAdded: 0,
        automaticFailure: blocked,
        now: p.now(),
      });
      return success(rollRecord(stored, actor.handle));
    }
    let mindDamageAdded = 0;
    if (options.exert) {
      const exertion = exertMind({ use: 'action', exertedThisRound: false });
      if (!exertion.ok) return failure(rulesRefusal(exertion.issues, { prefix: ['options'] }));
      // Mind damage never goes past the Mind rating (an exertion from 1 Mind left spends the last point).
      const capped = capMindDamage({ mind: derived.mind, mindDamage: row.mindDamage + exertion.value.mindDamage });
      mindDamageAdded = capped.mindDamage - row.mindDamage;
      const bumped = await tx
        .update(contractors)
        .set({
          mindDamage: capped.mindDamage,
          version: sql`${contractors.version} + 1`,
          updatedAt: p.now(),
        })
        .where(and(eq(contractors.id, id), eq(contractors.version, row.version)))
        .returning({ id: contractors.id });
      if (bumped.length === 0) return failure(refusals.versionConflict());
    }
    const result = rollDice(options, p.rng);
    const stored = await storeRoll(tx, {
      contractorId: id,
      rollerId: actor.userId,
      expression,
      label: rollLabel,
      description,
      options,
      result,
      mindDamageAdded,
      now: p.now(),
    });
    return success(rollRecord(stored, actor.handle));
  });
}

/** The latest rolls of a Contractor, newest first, for anyone who may see the sheet. */
export async function listRolls(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown = {},
): Promise<Outcome<RollRecord[]>> {
  const parsed = parseInput(listRollsSchema, input ?? {});
  if (!parsed.ok) return parsed;
  // One query when the history is cached and unchanged: who may see the sheet, and the stamp of its latest rolls.
  return readVisibleRolls(p, actor, id, parsed.value.limit);
}
