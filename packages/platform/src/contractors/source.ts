import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeOwned } from './access.js';
import { sourcePointsSchema } from './play-schemas.js';
import type { ContractorView } from './views.js';

/** Sets the Source points left, between 0 and the capacity. */
export async function setSourcePoints(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(sourcePointsSchema, input);
  if (!parsed.ok) return parsed;
  const { version, current } = parsed.value;
  return changeOwned(p, actor, id, version, async ({ row }) => {
    if (!row.source)
      return failure({
        code: 'no_source',
        status: 422,
        message: 'This Contractor has no Source yet (it comes with the first Gift).',
      });
    if (current > row.source.capacity) {
      return failure({
        code: 'validation_failed',
        status: 422,
        field: 'current',
        message: `Source points can be at most the capacity, ${row.source.capacity}.`,
      });
    }
    return success({ set: { source: { ...row.source, current } } });
  });
}
