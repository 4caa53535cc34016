import type { IncapacityReason, RollOptions, RollResult } from '@harbinger/rules';
import type { Tx } from '../db/connection.js';
import { rolls } from '../db/schema.js';
import type { RollRecord } from './views.js';

/** A roll to keep in a Contractor's history. */
export interface StoredRollInput {
  contractorId: string;
  rollerId: string | null;
  expression: string;
  label: string | null;
  description: string;
  options: RollOptions;
  result: RollResult;
  mindDamageAdded: number;
  /** Set when the roll failed by itself because the Contractor could not act. */
  automaticFailure?: IncapacityReason;
  now: Date;
}

/** Writes one roll to the history and returns its row. */
export async function storeRoll(tx: Tx, input: StoredRollInput): Promise<typeof rolls.$inferSelect> {
  const { result } = input;
  const [row] = await tx
    .insert(rolls)
    .values({
      contractorId: input.contractorId,
      rollerId: input.rollerId,
      expression: input.expression,
      label: input.label,
      description: input.description,
      options: { ...input.options },
      result: {
        dice: result.dice,
        difficulty: result.difficulty,
        faces: result.faces,
        outcome: result.outcome,
        tier: result.tier,
        penalty: result.penaltyApplied,
        mindDamageAdded: input.mindDamageAdded,
        ...(input.automaticFailure ? { automaticFailure: input.automaticFailure } : {}),
      },
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/** The history view of a stored roll. */
export function rollRecord(row: typeof rolls.$inferSelect, rolledBy: string | null): RollRecord {
  const r = row.result as {
    dice: number;
    difficulty: number;
    faces: number[];
    outcome: number;
    tier: RollRecord['tier'];
    penalty: number;
    mindDamageAdded: number;
    automaticFailure?: IncapacityReason;
  };
  return {
    id: row.id,
    contractorId: row.contractorId,
    expression: row.expression,
    label: row.label,
    description: row.description,
    options: row.options as unknown as RollOptions,
    dice: r.dice,
    difficulty: r.difficulty,
    faces: r.faces,
    outcome: r.outcome,
    tier: r.tier,
    penalty: r.penalty,
    mindDamageAdded: r.mindDamageAdded,
    automaticFailure: r.automaticFailure ?? null,
    rolledBy,
    createdAt: row.createdAt,
  };
}
