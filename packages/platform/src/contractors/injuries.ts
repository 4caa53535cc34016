import {
  SCAR_CLASSES,
  STOCK_BATTLE_SCARS,
  WILL_TO_SURVIVE_SCAR_CLASS,
  applyWillToSurvive,
  scarClassForSeverity,
  type ScarClassId,
  type StabilizationResult,
  type StockBattleScarId,
} from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { battleScars, injuries } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { withArticle } from '../text.js';
import { changeOwned } from './access.js';
import { buildView } from './sheet.js';
import { insertInjury, payWillToSurvive, willToSurviveRefusal } from './injury-writes.js';
import { healInjury, removeInjury, stabilizeInjury, worsenInjury, type InjuryChange } from './injury-actions.js';
import { addInjurySchema, updateInjurySchema } from './play-schemas.js';
import type { ContractorView } from './views.js';
import { willToSurviveWindow } from './will-to-survive.js';

/** Refuses a stock scar whose class is not the one the Injury leaves. */
export function scarMismatch(scarId: string, scarClass: string | null): PlatformError | undefined {
  const stock = STOCK_BATTLE_SCARS[scarId as StockBattleScarId];
  if (scarClass === null)
    return {
      code: 'no_scar_for_severity',
      status: 422,
      field: 'scarId',
      message: 'Injuries below Severity 4 leave no Battle Scar.',
    };
  if (stock.scarClass !== scarClass) {
    const wanted = SCAR_CLASSES[scarClass as ScarClassId]?.name ?? scarClass;
    return {
      code: 'scar_class_mismatch',
      status: 422,
      field: 'scarId',
      message: `${stock.name} is ${withArticle(SCAR_CLASSES[stock.scarClass].name)} scar; this Injury leaves ${withArticle(wanted)} one.`,
    };
  }
  return undefined;
}

/**
 * Records a new Injury. Severity 4 or more also leaves a Battle Scar of the class rules give; when no stock scar
 * is named yet, the scar waits on the sheet to be picked (`choose_scar`). With `willToSurvive` the incoming
 * Severity is first reduced (rules' `applyWillToSurvive`: once per Contract, not against a fall), and the same
 * transaction adds 1 Mind damage and a permanent Major Battle Scar.
 * @example await addInjury(p, actor, id, { severity: 10, willToSurvive: {} }) // Severity 6, +1 Mind damage
 */
export async function addInjury(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(addInjurySchema, input);
  if (!parsed.ok) return parsed;
  const { version, scarId, note, fromFall, willToSurvive } = parsed.value;
  let severity = parsed.value.severity;
  if (willToSurvive) {
    // Checked again inside the transaction for "already used"; everything else depends on the input alone.
    const applied = applyWillToSurvive(severity, { reduction: willToSurvive.reduction, falling: fromFall ?? false });
    if (!applied.ok) {
      const first = applied.issues[0]!;
      return failure(
        willToSurviveRefusal(
          first.code,
          first.code === 'will_to_survive_not_against_falling' ? 'fromFall' : 'willToSurvive',
        ),
      );
    }
    severity = applied.value.severity;
  }
  const scarClass = scarClassForSeverity(severity);
  const mismatch = scarId === undefined ? undefined : scarMismatch(scarId, scarClass);
  if (mismatch) return failure(mismatch);
  const willScarId = willToSurvive?.scarId;
  const willMismatch = willScarId === undefined ? undefined : scarMismatch(willScarId, WILL_TO_SURVIVE_SCAR_CLASS);
  if (willMismatch) return failure({ ...willMismatch, field: 'willToSurvive.scarId' });
  return changeOwned(p, actor, id, version, async ({ tx, row, now }) => {
    if (willToSurvive) {
      const window = await willToSurviveWindow(tx, row.id);
      if (window.usedAt !== null) return failure(willToSurviveRefusal('will_to_survive_already_used', 'willToSurvive'));
    }
    await insertInjury(tx, { contractorId: row.id, severity, scarId, note: note ?? '', now });
    if (!willToSurvive) return success({});
    const mindDamage = await payWillToSurvive(tx, { row, scarId: willScarId, now });
    return success({ set: { mindDamage } });
  });
}

/**
 * Changes one Injury: `worsen`, `stabilize` (Outcome from the table, or rolled by the server), `heal` (gritty
 * steps, or fully), `remove` (an entry made by mistake), or `choose_scar` for the Battle Scar it left.
 */
/** What a Stabilization attempt came to, with the Outcome it was judged on (typed in or rolled by the server). */
export type StabilizationReport = StabilizationResult & { outcome: number };

export async function updateInjury(
  p: Platform,
  actor: Actor,
  id: unknown,
  injuryId: unknown,
  input: unknown,
): Promise<Outcome<ContractorView & { stabilization?: StabilizationReport }>> {
  const parsed = parseInput(updateInjurySchema, input);
  if (!parsed.ok) return parsed;
  const change = parsed.value;
  if (change.action === 'choose_scar' && (change.scarId === undefined) === (change.customName === undefined)) {
    return failure({
      code: 'validation_failed',
      status: 400,
      field: 'scarId',
      message: 'Pick a stock Battle Scar or name your own (one of the two).',
    });
  }
  return changeOwned(
    p,
    actor,
    id,
    change.version,
    async (owned) => {
      if (!isId(injuryId)) return failure(refusals.notFound('That Injury'));
      const [injury] = await owned.tx
        .select()
        .from(injuries)
        .where(and(eq(injuries.id, injuryId), eq(injuries.contractorId, owned.row.id)));
      if (!injury) return failure(refusals.notFound('That Injury'));
      const [scar] = await owned.tx.select().from(battleScars).where(eq(battleScars.injuryId, injury.id));
      const context: InjuryChange = { ...owned, p, injury, scar };
      switch (change.action) {
        case 'worsen':
          return worsenInjury(context, change.by);
        case 'stabilize':
          return stabilizeInjury(context, change);
        case 'heal':
          return healInjury(context, change);
        case 'remove':
          return removeInjury(context);
        case 'choose_scar': {
          if (!scar)
            return failure({
              code: 'no_scar_for_severity',
              status: 422,
              field: 'scarId',
              message: 'This Injury left no Battle Scar to pick.',
            });
          if (change.scarId !== undefined) {
            const mismatch = scarMismatch(change.scarId, scar.scarClass);
            if (mismatch) return failure(mismatch);
          }
          const name =
            change.scarId === undefined
              ? change.customName!
              : STOCK_BATTLE_SCARS[change.scarId as StockBattleScarId].name;
          await owned.tx
            .update(battleScars)
            .set({ stockId: change.scarId ?? null, name })
            .where(eq(battleScars.id, scar.id));
          return success({});
        }
      }
    },
    // A Stabilization attempt answers with its result, so callers need not work it out again.
    (rows, value) => {
      const view = buildView(rows, actor?.userId);
      return value === undefined ? view : { ...view, stabilization: value as StabilizationReport };
    },
  );
}
