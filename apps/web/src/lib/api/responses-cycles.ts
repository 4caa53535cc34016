import { z } from 'zod';
import { id } from './response-fields.js';

/** The open Cycles of a Playgroup, for the schedule form and API clients. */
export const openCyclesSchema = z.array(
  z.strictObject({
    id,
    length: z.number().int(),
    counted: z.number().int().describe('Its Contracts scheduled, running or played so far.'),
    firstTitle: z.string().describe('The title of its first Contract, which names it.'),
  }),
);

/** An ended Cycle. */
export const endedCycleSchema = z.strictObject({ id });

/** Why a Contractor cannot spend Exp now. */
export const spendLockSchema = z.strictObject({
  lock: z
    .strictObject({
      code: z.string().describe('`sheet_locked` (on an Active Contract) or `in_cycle`.'),
      line: z.string(),
      message: z.string(),
      cycle: z.strictObject({ length: z.number().int(), played: z.number().int(), firstTitle: z.string() }).nullable(),
    })
    .nullable()
    .describe('Null when Exp can be spent.'),
});
