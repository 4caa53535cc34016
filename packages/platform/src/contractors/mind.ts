import { exertMind } from '@harbinger/rules';
import { sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractors } from '../db/schema.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeOwned } from './access.js';
import { rulesRefusal } from './describe-issue.js';
import { exertSchema, mindDamageSchema } from './play-schemas.js';
import type { ContractorView } from './views.js';

/** Sets the Mind damage the Contractor carries (0 after a good rest, for example). */
export async function setMindDamage(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(mindDamageSchema, input);
  if (!parsed.ok) return parsed;
  return changeOwned(p, actor, id, parsed.value.version, async () =>
    success({ set: { mindDamage: parsed.value.mindDamage } }),
  );
}

/**
 * An Exertion outside a server roll: the rules check it is allowed for that use and give its Mind damage (1),
 * which is added to the sheet.
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
  return changeOwned(p, actor, id, parsed.value.version, async () =>
    success({ set: { mindDamage: sql`${contractors.mindDamage} + ${exertion.value.mindDamage}` } }),
  );
}
