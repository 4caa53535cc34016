import { capMindDamage, exertMind, incapacity } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeOwned } from './access.js';
import { rulesRefusal } from './describe-issue.js';
import { incapacityRefusal } from './life.js';
import { exertSchema, mindDamageSchema } from './play-schemas.js';
import { deriveSheet, loadSheet } from './sheet.js';
import type { ContractorView } from './views.js';

/** The sheet's derived numbers inside a change (the row is already locked). */
async function derivedIn(tx: Tx, id: string) {
  return deriveSheet((await loadSheet(tx, id))!);
}

/**
 * Sets the Mind damage the Contractor carries (0 after a good rest, for example). A Mind holds no more damage than
 * its rating: more is kept at the rating (the rules' `capMindDamage`).
 */
export async function setMindDamage(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(mindDamageSchema, input);
  if (!parsed.ok) return parsed;
  return changeOwned(p, actor, id, parsed.value.version, async ({ tx, row }) => {
    const { mind } = await derivedIn(tx, row.id);
    return success({ set: { mindDamage: capMindDamage({ mind, mindDamage: parsed.value.mindDamage }).mindDamage } });
  });
}

/**
 * An Exertion outside a server roll: the rules check it is allowed for that use and give its Mind damage (1),
 * which is added to the sheet. An incapacitated Contractor cannot exert (`contractor_incapacitated`).
 */
export async function exert(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown = {},
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(exertSchema, input ?? {});
  if (!parsed.ok) return parsed;
  const exertion = exertMind({ use: parsed.value.use, exertedThisRound: false });
  if (!exertion.ok) return failure(rulesRefusal(exertion.issues, { code: 'exertion_not_allowed' }));
  return changeOwned(p, actor, id, parsed.value.version, async ({ tx, row }) => {
    const derived = await derivedIn(tx, row.id);
    const blocked = incapacity(derived);
    if (blocked) return failure(incapacityRefusal(row.name, blocked, 'exert'));
    const mindDamage = row.mindDamage + exertion.value.mindDamage;
    return success({ set: { mindDamage: capMindDamage({ mind: derived.mind, mindDamage }).mindDamage } });
  });
}
