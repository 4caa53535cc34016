import { applyCombatAction, rollDice, type CombatAction, type CombatState } from '@harbinger/rules';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { newId } from '../db/ids.js';
import { contractAttendances, contractors, tableStates } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { appendTableEvent, lockTableState } from './events.js';
import { combatInputSchema, GM_ONLY_COMBAT_INPUTS, type CombatInput } from './combat-input.js';
import { contractorInitiative, plainInitiative } from './combat-initiative.js';
import { combatView, storedCombat, type CombatView } from './combat-view.js';
import { combatRefusal, describeCombatChange } from './combat-words.js';
import { refuseUnlessGm, refuseUnlessPlaying, tableSeat, type TableSeat } from './seat.js';
import { tableRollPayload, type TableRollPayload } from './roll-payload.js';

// The combat tracker's one workflow: every action (the GM's and the players') goes through `actOnCombat`, in one
// transaction that locks the table's state row, applies the rules' reducer, writes the new fight with version + 1,
// and appends a public 'combat' event (and a 'roll' event when the server threw Initiative).

/** What an input becomes once the server has filled in ids, dice and sheets. */
interface Prepared {
  action: CombatAction;
  name?: string;
  outcome?: number;
  roll?: TableRollPayload;
}

const notYours = (): PlatformError => ({
  code: 'not_your_combatant',
  status: 403,
  message: 'Players act only for their own Contractor; the GM runs everyone else.',
});

const notSeated = (): PlatformError => ({
  code: 'contractor_not_seated',
  status: 422,
  field: 'contractorId',
  message: 'That Contractor has no seat at this Contract, so it cannot join the fight.',
});

const poolRequired = (): PlatformError => ({
  code: 'pool_required',
  status: 400,
  field: 'pool',
  message: 'Say how many dice this character rolls for Initiative (its Dexterity + Perception).',
});

/** The seated Contractors of a Contract with their names, in seating order. */
async function seatedContractors(tx: Tx, contractId: string): Promise<{ id: string; name: string }[]> {
  const seats = await tx
    .select({ id: contractAttendances.contractorId })
    .from(contractAttendances)
    .where(and(eq(contractAttendances.contractId, contractId), isNotNull(contractAttendances.contractorId)))
    .orderBy(contractAttendances.createdAt, contractAttendances.id);
  const ids = seats.map((s) => s.id!);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(inArray(contractors.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
}

/** Turns a client's input into the rules' action, checking that a player only acts for their own Contractor. */
async function prepare(
  p: Platform,
  tx: Tx,
  seat: TableSeat,
  state: CombatState | null,
  input: CombatInput,
): Promise<Outcome<Prepared>> {
  const combatant = 'combatantId' in input ? state?.combatants.find((c) => c.id === input.combatantId) : undefined;
  if (seat.role !== 'gm' && 'combatantId' in input) {
    if (!combatant?.contractorId || !seat.contractorIds.includes(combatant.contractorId)) return failure(notYours());
  }
  switch (input.type) {
    case 'start': {
      const seated = await seatedContractors(tx, seat.contractId);
      const combatants = seated.map((k) => ({
        id: k.id,
        name: k.name,
        kind: 'contractor' as const,
        contractorId: k.id,
      }));
      return success({ action: { type: 'start', combatants } });
    }
    case 'add':
      return success({
        action: {
          type: 'add',
          combatant: { id: newId(), name: input.name, kind: input.kind, ambushed: input.ambushed ?? false },
        },
      });
    case 'join': {
      if (seat.role !== 'gm' && !seat.contractorIds.includes(input.contractorId)) return failure(notYours());
      const seated = (await seatedContractors(tx, seat.contractId)).find((k) => k.id === input.contractorId);
      if (!seated) return failure(notSeated());
      return success({
        name: seated.name,
        action: {
          type: 'add',
          combatant: { id: seated.id, name: seated.name, kind: 'contractor', contractorId: seated.id },
        },
      });
    }
    case 'roll_initiative':
    case 'enter_initiative': {
      if (!combatant) return success({ action: initiativeAction(input.combatantId, 0, 0, false) });
      let roll;
      if (combatant.contractorId) roll = await contractorInitiative(tx, combatant.contractorId);
      else if (input.pool !== undefined) roll = plainInitiative(input.pool);
      if (!roll) return failure(poolRequired());
      if (input.type === 'enter_initiative')
        return success({ action: initiativeAction(combatant.id, input.outcome, input.pool ?? roll.dice, true) });
      const result = rollDice(roll.options, p.rng);
      return success({
        outcome: result.outcome,
        action: initiativeAction(combatant.id, result.outcome, result.dice, false),
        roll: tableRollPayload(roll.options, result, {
          rollerName: combatant.name,
          contractorId: combatant.contractorId ?? null,
          label: 'Initiative',
          expression: roll.expression,
          description: roll.description,
          purpose: 'initiative',
          automaticFailure: roll.automaticFailure,
        }),
      });
    }
    case 'correct_initiative':
      return success({
        action: { ...initiativeAction(input.combatantId, input.outcome, input.pool, false), override: true },
      });
    default:
      // The rest map one to one onto the rules' actions.
      return success({ action: input });
  }
}

function initiativeAction(combatantId: string, outcome: number, pool: number, entered: boolean): CombatAction {
  return { type: 'set_initiative', combatantId, initiative: { outcome, pool, entered } };
}

/**
 * Changes the fight at a Contract's table. The GM may send every action; a player may join, roll or enter
 * Initiative, hold, act from a hold, react, make a Desperate Defense and exert, only for their own Contractor. The
 * table must be open (the Contract active). Answers the new combat view (null once the fight ended); everyone at the
 * table hears of it through the public 'combat' event `{ combat, change }`.
 * @example await actOnCombat(p, gm, contractId, { type: 'start' })
 */
export async function actOnCombat(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: unknown,
): Promise<Outcome<CombatView | null>> {
  if (!actor) return failure(refusals.unauthenticated());
  if (!isId(contractId)) return failure(refusals.notFound('That Contract'));
  const parsed = parseInput(combatInputSchema, input);
  if (!parsed.ok) return parsed;
  const command = parsed.value;
  return transact(p.db, async (tx) => {
    const seated = await tableSeat(tx, actor, contractId);
    if (!seated.ok) return seated;
    const seat = seated.value;
    const refused =
      refuseUnlessPlaying(seat) ?? (GM_ONLY_COMBAT_INPUTS.has(command.type) ? refuseUnlessGm(seat) : null);
    if (refused) return failure(refused);
    const now = p.now();
    const row = await lockTableState(tx, contractId, now);
    const before = storedCombat(row.combat);
    if (before === null && command.type !== 'start')
      return failure(combatRefusal([{ code: 'no_combat', path: ['type'] }], before, command));
    const prepared = await prepare(p, tx, seat, before, command);
    if (!prepared.ok) return prepared;
    const applied = applyCombatAction(before, prepared.value.action);
    if (!applied.ok) return failure(combatRefusal(applied.issues, before, command));
    const after = applied.value;
    const version = row.version + 1;
    await tx
      .update(tableStates)
      .set({ combat: after as unknown as Record<string, unknown> | null, version, updatedAt: now })
      .where(eq(tableStates.id, row.id));
    if (prepared.value.roll)
      await appendTableEvent(tx, {
        contractId,
        kind: 'roll',
        actorId: actor.userId,
        payload: { ...prepared.value.roll },
        now,
      });
    const view = combatView({ combat: after, version });
    const change = describeCombatChange(command, before, after, prepared.value);
    await appendTableEvent(tx, {
      contractId,
      kind: 'combat',
      actorId: actor.userId,
      payload: { combat: view, change },
      now,
    });
    return success(view);
  });
}
