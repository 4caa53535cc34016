import { STARTING_SOURCE_CAPACITY } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeAsOwnerOrLeader, type ChangeResult } from './access.js';
import { approvedHome } from './asset-trade.js';
import { fileChangeRequest } from './change-requests.js';
import { contractorPatchSchema } from './create-schema.js';
import { checkLimits } from './creation.js';
import { carryLimitApproval, sameLimits } from './limit-approval.js';
import { rulesRefusal } from './describe-issue.js';
import type { ContractorView } from './views.js';

/**
 * What whoever manages Contractors in the home Playgroup may change on a member's sheet (what the sheet page offers
 * them): the words (name, concept, description, biography, notes), the lists (Conditions, Circumstances, Trophies)
 * and the Limits. The Source, gear and privacy stay the owner's.
 */
const LEADER_EDITS = new Set([
  'version',
  'name',
  'archetype',
  'paradigm',
  'ambition',
  'age',
  'residence',
  'appearance',
  'biography',
  'notes',
  'conditions',
  'circumstances',
  'trophies',
  'limits',
]);

/** The owner's own parts of the sheet, in words for a refusal. */
const OWNER_ONLY_WORDS: Record<string, string> = {
  source: 'Source',
  equipment: 'equipment',
  weapons: 'weapons',
  armor: 'armor',
  private: 'privacy',
};

/**
 * Saves an edit to the sheet's words, lists, gear, Source and privacy, by its owner, or (only `LEADER_EDITS`: words,
 * lists and Limits; anything else is a 403) by whoever manages Contractors in its home Playgroup, and the owner is told
 * who changed what. A Limit change by the owner of a Contractor approved in a home Playgroup becomes a request for a
 * Leader instead. `version` must be the one the editor loaded: if someone saved in between, the answer is 409
 * `version_conflict` and nothing is written.
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
  return changeAsOwnerOrLeader(p, actor, id, version, async ({ tx, row, now }) => {
    if (row.ownerId !== actor?.userId) {
      const beyond = Object.entries(parsed.value).flatMap(([k, v]) =>
        v === undefined || LEADER_EDITS.has(k) ? [] : [OWNER_ONLY_WORDS[k] ?? k],
      );
      if (beyond.length > 0)
        return failure(
          refusals.forbidden(
            `Only the player who owns this Contractor can change its ${[...new Set(beyond)].join(', ')}. As a Leader you may edit its words, lists and Limits.`,
          ),
        );
    }
    const set: NonNullable<ChangeResult['set']> = { ...fields };
    if (checked?.ok && !sameLimits(checked.value, row.limits)) {
      // Once a Leader has approved the Contractor at home, its owner's Limit changes wait for a Leader; a Leader's
      // own edit (or a Contractor with no approved home) applies at once.
      const home = row.ownerId === actor?.userId ? await approvedHome(tx, row.id) : null;
      if (home)
        await fileChangeRequest(tx, {
          row,
          home,
          kind: 'limits',
          payload: { limits: checked.value },
          actorId: actor!.userId,
          now,
        });
      // Words a Leader approved stay approved; a Leader's own edit approves them.
      else set.limits = carryLimitApproval(checked.value, row.limits, row.ownerId !== actor?.userId);
    }
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
