import { STARTING_SOURCE_CAPACITY } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeOwned, type ChangeResult } from './access.js';
import { contractorPatchSchema } from './create-schema.js';
import { checkLimits } from './creation.js';
import { rulesRefusal } from './describe-issue.js';
import type { ContractorView } from './views.js';

/**
 * Saves an edit to the sheet's words, lists and gear. `version` must be the one the editor loaded: if someone
 * saved in between, the answer is 409 `version_conflict` and nothing is written.
 * @example await updateContractor(p, actor, id, { version: 3, notes: 'Owes Marta a favour.' })
 */
export async function updateContractor(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(contractorPatchSchema, input);
  if (!parsed.ok) return parsed;
  const { version, limits, source, ...fields } = parsed.value;
  const checked = limits === undefined ? undefined : checkLimits(limits);
  if (checked && !checked.ok) return failure(rulesRefusal(checked.issues));
  return changeOwned(p, actor, id, version, async ({ row }) => {
    const set: NonNullable<ChangeResult['set']> = { ...fields };
    if (checked?.ok) set.limits = checked.value;
    if (source === null) set.source = null;
    else if (source !== undefined) {
      // Renaming keeps the points; a first Source arrives with the capacity the first Gift brings.
      set.source = row.source
        ? { ...row.source, name: source.name }
        : { name: source.name, capacity: STARTING_SOURCE_CAPACITY, current: STARTING_SOURCE_CAPACITY };
    }
    return success({ set });
  });
}
