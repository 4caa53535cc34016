import {
  DEGRADES_FROM_SEVERITY,
  STOCK_BATTLE_SCARS,
  healGritty,
  nextScarClass,
  resolveStabilization,
  rollDice,
  scarHealsWithInjury,
  stabilizationRollOptions,
  type ScarClassId,
  type StockBattleScarId,
} from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { battleScars, injuries } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import type { ChangeResult, OwnedChange } from './access.js';
import { storeRoll } from './roll-store.js';
import { deriveSheet, loadSheet, type BattleScarRow, type InjuryRow } from './sheet.js';

/** One Injury being changed, with the Battle Scar it left (if any). */
export interface InjuryChange extends OwnedChange {
  p: Platform;
  injury: InjuryRow;
  scar: BattleScarRow | undefined;
}

type Done = Promise<Outcome<ChangeResult>>;

/** Adds Severity; the Battle Scar stays the one the original Severity gave, and the degradation clock restarts. */
export async function worsenInjury({ tx, injury, now }: InjuryChange, by: number): Done {
  await tx
    .update(injuries)
    .set({ severity: injury.severity + by, degradingSince: now })
    .where(eq(injuries.id, injury.id));
  return success({});
}

/** Why an Injury cannot take a Stabilization attempt (too light, or already stabilized), or null when it can. */
export function stabilizationRefusal(injury: Pick<InjuryRow, 'severity' | 'stabilized'>): PlatformError | null {
  if (injury.severity < DEGRADES_FROM_SEVERITY)
    return {
      code: 'not_stabilizable',
      status: 422,
      message: `Only Injuries of Severity ${DEGRADES_FROM_SEVERITY} or more need Stabilization.`,
    };
  if (injury.stabilized)
    return { code: 'already_stabilized', status: 422, message: 'This Injury is already stabilized.' };
  return null;
}

/** The rules' view of one Stabilization attempt on an Injury (before the helper's dice are known). */
export function stabilizationSetup(
  injury: Pick<InjuryRow, 'severity' | 'failedAttempts'>,
  attempt: { kind: 'proper' | 'makeshift'; makeshiftDifficulty?: number | undefined },
) {
  return {
    kind: attempt.kind,
    severity: injury.severity,
    failedAttempts: injury.failedAttempts,
    ...(attempt.makeshiftDifficulty === undefined ? {} : { makeshiftDifficulty: attempt.makeshiftDifficulty }),
  };
}

/**
 * Applies one Stabilization attempt through the rules: Severity may rise, the Injury may heal clean, a botched
 * makeshift attempt worsens the scar (a stock scar of the old class must then be picked again).
 */
export async function stabilizeInjury(
  change: InjuryChange,
  attempt: { kind: 'proper' | 'makeshift'; outcome?: number | undefined; makeshiftDifficulty?: number | undefined },
): Done {
  const { tx, injury, scar, now, row } = change;
  const refused = stabilizationRefusal(injury);
  if (refused) return failure(refused);
  const setup = stabilizationSetup(injury, attempt);
  let outcome = attempt.outcome;
  if (outcome === undefined) {
    // No Outcome from the table: the server rolls Intellect + Medicine with the current Penalty.
    const sheet = await loadSheet(tx, row.id);
    const penalty = sheet ? deriveSheet(sheet).penalty : 0;
    const options = stabilizationRollOptions({
      ...setup,
      intellect: row.attributes.intellect ?? 1,
      medicine: row.abilities.medicine ?? 0,
      penalty,
    });
    const rolled = rollDice(options, change.p.rng);
    await storeRoll(tx, {
      contractorId: row.id,
      rollerId: row.ownerId,
      expression: 'int+medicine',
      label: `${attempt.kind === 'proper' ? 'Proper' : 'Makeshift'} Stabilization`,
      description: `Stabilizing a Severity ${injury.severity} Injury`,
      options,
      result: rolled,
      mindDamageAdded: 0,
      now,
    });
    outcome = rolled.outcome;
  }
  const result = resolveStabilization({ ...setup, outcome });
  const worsened = result.severityChange > 0;
  await tx
    .update(injuries)
    .set({
      severity: injury.severity + result.severityChange,
      stabilized: result.stabilized,
      cleanHeal: result.cleanHeal,
      failedAttempts: injury.failedAttempts + (result.stabilized ? 0 : 1),
      ...(worsened ? { degradingSince: now } : {}),
      ...(result.scarWorsens && injury.scarClass ? { scarClass: nextScarClass(injury.scarClass as ScarClassId) } : {}),
    })
    .where(eq(injuries.id, injury.id));
  if (scar) {
    const scarClass = result.scarWorsens ? nextScarClass(scar.scarClass as ScarClassId) : scar.scarClass;
    const stock = scar.stockId ? STOCK_BATTLE_SCARS[scar.stockId as StockBattleScarId] : undefined;
    const repick = stock !== undefined && stock.scarClass !== scarClass;
    await tx
      .update(battleScars)
      .set({
        scarClass,
        ...(repick ? { stockId: null, name: null } : {}),
        // Stabilized without a clean heal: the scar will stay once the Injury closes.
        ...(result.stabilized ? { permanent: !result.cleanHeal } : {}),
      })
      .where(eq(battleScars.id, scar.id));
  }
  return success({ value: { ...result, outcome } });
}

/**
 * Heals an Injury by gritty steps (each takes 2 Severity) or fully. A closed Injury's scar fades only after a
 * clean heal; otherwise it stays for good.
 */
export async function healInjury(
  { tx, injury, scar, now }: InjuryChange,
  heal: { steps: number; fully: boolean },
): Done {
  const { remaining } = healGritty([{ severity: injury.severity }], heal.fully ? injury.severity : heal.steps);
  if (remaining[0]) {
    await tx
      .update(injuries)
      .set({ severity: remaining[0].severity, degradingSince: now })
      .where(eq(injuries.id, injury.id));
    return success({});
  }
  if (scar) {
    if (scarHealsWithInjury({ cleanHeal: injury.cleanHeal }))
      await tx.delete(battleScars).where(eq(battleScars.id, scar.id));
    else await tx.update(battleScars).set({ permanent: true }).where(eq(battleScars.id, scar.id));
  }
  await tx.delete(injuries).where(eq(injuries.id, injury.id));
  return success({});
}

/** Erases an Injury entered by mistake, with the scar it left unless that scar was already permanent. */
export async function removeInjury({ tx, injury, scar }: InjuryChange): Done {
  if (scar && !scar.permanent) await tx.delete(battleScars).where(eq(battleScars.id, scar.id));
  await tx.delete(injuries).where(eq(injuries.id, injury.id));
  return success({});
}
