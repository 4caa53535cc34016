import { and, eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contracts } from '../db/schema.js';
import type { ContractorRoll } from '../contractors/rolls.js';
import { appendTableEvent, type TableEvent, type TableVisibility } from './events.js';
import { tableRollPayload } from './roll-payload.js';

/** Appends a Contractor's roll to a table's log as a 'roll' event. */
export function appendContractorRoll(
  tx: Tx,
  p: Pick<Platform, 'now'>,
  input: {
    contractId: string;
    actorId: string;
    contractorId: string;
    roll: ContractorRoll;
    visibility: TableVisibility;
  },
): Promise<TableEvent> {
  const { roll } = input;
  return appendTableEvent(tx, {
    contractId: input.contractId,
    kind: 'roll',
    visibility: input.visibility,
    actorId: input.actorId,
    payload: {
      ...tableRollPayload(roll.options, roll.result, {
        rollerName: roll.name,
        contractorId: input.contractorId,
        label: roll.label,
        expression: roll.expression,
        description: roll.description,
        automaticFailure: roll.automaticFailure,
        mindDamageAdded: roll.mindDamageAdded,
      }),
    },
    now: p.now(),
  });
}

/**
 * A roll made from the sheet while its Contractor sits at an Active Contract shows at that table too, for everyone
 * (a secret roll is made from the table instead). Runs inside the roll's transaction.
 */
export async function showSheetRollAtTable(
  tx: Tx,
  p: Pick<Platform, 'now'>,
  actor: { userId: string },
  contractorId: string,
  roll: ContractorRoll,
): Promise<void> {
  const seats = await tx
    .select({ contractId: contractAttendances.contractId })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(and(eq(contractAttendances.contractorId, contractorId), eq(contracts.state, 'active')));
  for (const { contractId } of seats)
    await appendContractorRoll(tx, p, { contractId, actorId: actor.userId, contractorId, roll, visibility: 'public' });
}
