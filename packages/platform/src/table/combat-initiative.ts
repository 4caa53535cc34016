import {
  INITIATIVE_DIFFICULTY,
  incapacity,
  initiativeRollOptions,
  resolveRoll,
  type RollOptions,
} from '@harbinger/rules';
import type { Tx } from '../db/connection.js';
import { INCAPACITY_WORDS } from '../contractors/life.js';
import { deriveSheet, loadSheet, traitsOf } from '../contractors/sheet.js';

/** An Initiative roll made ready: its options, the dice it throws and the words the roll log shows. */
export interface InitiativeRoll {
  options: RollOptions;
  /** Dice actually thrown (after the Penalty), the tie-breaker the tracker stores as `pool`. */
  dice: number;
  expression: string;
  description: string;
  /** Why the roll failed by itself (an incapacitated Contractor throws no dice), or null. */
  automaticFailure: string | null;
}

/**
 * A Contractor's Initiative from its sheet: Dexterity + Perception at Difficulty 6 with the current Penalty, never
 * exerted. An incapacitated Contractor throws no dice (an automatic Outcome of 0, as every roll it makes). Undefined
 * when there is no such sheet.
 */
export async function contractorInitiative(tx: Tx, contractorId: string): Promise<InitiativeRoll | undefined> {
  const sheet = await loadSheet(tx, contractorId);
  if (!sheet) return undefined;
  const { attributes } = traitsOf(sheet.contractor);
  const derived = deriveSheet(sheet);
  const { penalty } = derived;
  const blocked = incapacity(derived);
  const dexterity = attributes.dexterity ?? 1;
  const perception = attributes.perception ?? 1;
  const asked = initiativeRollOptions({ dexterity, perception, penalty });
  const options = blocked ? { ...asked, pool: 0 } : asked;
  const penaltyWords = penalty > 0 ? `, Penalty ${penalty}` : '';
  return {
    options,
    dice: resolveRoll(options).dice,
    expression: 'dex+per',
    description: `Dexterity ${dexterity} + Perception ${perception} at Difficulty ${INITIATIVE_DIFFICULTY}${penaltyWords}`,
    automaticFailure: blocked ? INCAPACITY_WORDS[blocked] : null,
  };
}

/** An Initiative for a character without a sheet (NPC or mob): the pool the GM names, at Difficulty 6. */
export function plainInitiative(pool: number): InitiativeRoll {
  const options: RollOptions = { pool, difficulty: INITIATIVE_DIFFICULTY, exert: false };
  return {
    options,
    dice: resolveRoll(options).dice,
    expression: `${pool}@${INITIATIVE_DIFFICULTY}`,
    description: `${pool} ${pool === 1 ? 'die' : 'dice'} at Difficulty ${INITIATIVE_DIFFICULTY}`,
    automaticFailure: null,
  };
}
