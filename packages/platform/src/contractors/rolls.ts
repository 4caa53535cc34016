import {
  capMindDamage,
  exertMind,
  incapacity,
  parseRoll,
  resolveRollExpression,
  rollDice,
  type IncapacityReason,
  type RollOptions,
  type RollResult,
} from '@harbinger/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { canView } from './access.js';
import { rulesRefusal } from './describe-issue.js';
import { INCAPACITY_WORDS, refuseIfInactive } from './life.js';
import { showSheetRollAtTable } from '../table/sheet-roll.js';
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

/** A Contractor's roll as made: what was asked, the dice, and the history entry when it was kept. */
export interface ContractorRoll {
  /** The Contractor's name, for the table's log. */
  name: string;
  expression: string;
  label: string | null;
  description: string;
  /** The pool the dice were thrown for (no dice at all for an automatic failure). */
  options: RollOptions;
  result: RollResult;
  mindDamageAdded: number;
  automaticFailure: IncapacityReason | null;
  /** The entry in the Contractor's roll history; null when the roll was not kept there. */
  record: RollRecord | null;
}

/**
 * The shared part of every roll for a Contractor, inside the caller's transaction: locks the sheet, checks the owner
 * rolls, reads notation against the sheet with its current Penalty, applies exertion's Mind damage, throws the
 * platform's dice, and keeps the roll in the history unless `keep` is false (a secret table roll must not show on a
 * sheet others may read).
 */
export async function rollForContractor(
  tx: Tx,
  p: Pick<Platform, 'rng' | 'now'>,
  actor: NonNullable<Actor>,
  id: string,
  input: z.output<typeof rollSchema> & { keep?: boolean },
): Promise<Outcome<ContractorRoll>> {
  const { expression, label } = input;
  const keep = input.keep ?? true;
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
  if (input.options) {
    options = { ...input.options, penalty: derived.penalty };
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
  const kept = async (roll: Omit<ContractorRoll, 'record' | 'name' | 'expression' | 'label'>) => {
    const base = { name: row.name, expression, label: rollLabel, ...roll };
    if (!keep) return success<ContractorRoll>({ ...base, record: null });
    const stored = await storeRoll(tx, {
      contractorId: id,
      rollerId: actor.userId,
      expression,
      label: rollLabel,
      description: roll.description,
      options: roll.automaticFailure ? { ...options, exert: false } : roll.options,
      result: roll.result,
      mindDamageAdded: roll.mindDamageAdded,
      ...(roll.automaticFailure ? { automaticFailure: roll.automaticFailure } : {}),
      now: p.now(),
    });
    return success<ContractorRoll>({ ...base, record: rollRecord(stored, actor.handle) });
  };
  if (blocked) {
    // The table's rule: an incapacitated Contractor's every roll fails, so it is kept as a failure that says why.
    const reason = INCAPACITY_WORDS[blocked];
    const thrown: RollOptions = { pool: 0, difficulty: options.difficulty ?? 6 };
    return kept({
      description: `Automatic failure: ${reason} (asked for ${description})`,
      options: thrown,
      result: rollDice(thrown, p.rng),
      mindDamageAdded: 0,
      automaticFailure: blocked,
    });
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
  return kept({ description, options, result: rollDice(options, p.rng), mindDamageAdded, automaticFailure: null });
}

/**
 * Rolls for a Contractor on the server with the platform's dice (never the client's), with the sheet's current
 * Penalty, and keeps the roll in the history. Notation (`dex+athletics@7 ex`) is read against the sheet; explicit
 * `options` may be sent instead. An exerted roll adds its 1 Mind damage to the sheet; the Penalty that damage brings
 * starts with the next roll. A dead or retired Contractor cannot roll (`contractor_dead`, `contractor_retired`); an
 * incapacitated one (Body or Mind at 0, or Body below 0) gets an automatic failure at Outcome 0, kept in the history
 * with the reason, and no exertion. While the Contractor sits at an Active Contract, the roll also shows in that
 * table's log, for everyone there (same transaction).
 * @example await recordRoll(p, actor, id, { expression: 'dex+firearms@7' })
 */
export async function recordRoll(p: Platform, actor: Actor, id: unknown, input: unknown): Promise<Outcome<RollRecord>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(rollSchema, input);
  if (!parsed.ok) return parsed;
  if (!isId(id)) return failure(refusals.notFound('That Contractor'));
  return transact(p.db, async (tx) => {
    const rolled = await rollForContractor(tx, p, actor, id, parsed.value);
    if (!rolled.ok) return rolled;
    await showSheetRollAtTable(tx, p, actor, id, rolled.value);
    return success(rolled.value.record!);
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
