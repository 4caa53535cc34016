import { rollExpression, sheetPools, type PoolSpec, type SheetFacts } from './pools.js';
import { poolRow, type PoolRow, type QuickReference } from './quick-reference.js';

/** How many attacks the play tab offers at the top: the ones with the most dice. */
export const BEST_ATTACKS = 3;

/** A roll the play tab offers with one tap, with what kind of roll it is and, for an attack, its damage. */
export interface CommonRoll extends PoolRow {
  kind: 'initiative' | 'dodge' | 'perception' | 'attack';
  /** The weapon's damage ("+1"), for attacks with a weapon. */
  damage?: string;
}

/** The Ability that notices danger, rolled with its usual Attribute (Perception). */
const NOTICE_ABILITY = 'alertness';
/** With no weapon carried, a Contractor still fights with their fists: the Brawl pool. */
const BARE_HANDS_ABILITY = 'brawl';

/** The row of an Ability's pool, labelled with the Attribute it is usually rolled with ("Perception + Alertness"). */
function abilityRow(spec: PoolSpec | undefined, facts: SheetFacts, label?: string): PoolRow | undefined {
  const row = spec ? poolRow(spec, facts) : undefined;
  return row && spec ? { ...row, label: label ?? rollExpression(spec, {}, facts).label } : undefined;
}

/**
 * The rolls a player reaches for first in a fight: Initiative, Dodge, Perception + Alertness and the best attacks
 * (the carried weapons with the most dice, fewer at a lower Difficulty first; Brawl with bare hands when none is
 * carried). Their dice are the quick reference's, penalties and armor included; `pools` spares working out the
 * sheet's pools again when the caller has them.
 */
export function commonRolls(
  facts: SheetFacts,
  quick: QuickReference,
  pools: readonly PoolSpec[] = sheetPools(facts),
): CommonRoll[] {
  const find = (key: string) => pools.find((p) => p.key === key);
  const notice = abilityRow(find(NOTICE_ABILITY), facts);
  const attacks: CommonRoll[] = [...quick.weapons]
    .sort((a, b) => b.dice - a.dice || a.difficulty - b.difficulty)
    .slice(0, BEST_ATTACKS)
    .map((w) => ({ ...pick(w), kind: 'attack', damage: w.damage }));
  if (attacks.length === 0) {
    const brawl = abilityRow(find(BARE_HANDS_ABILITY), facts, 'Bare hands (Brawl)');
    if (brawl) attacks.push({ ...brawl, kind: 'attack' });
  }
  return [
    { ...pick(quick.initiative), kind: 'initiative' },
    { ...pick(quick.dodge), kind: 'dodge' },
    ...(notice ? [{ ...notice, kind: 'perception' as const }] : []),
    ...attacks,
  ];
}

/** Only a pool row's own fields (a weapon row carries more). */
function pick(row: PoolRow): PoolRow {
  const { key, label, dice, difficulty, explain, testid } = row;
  return { key, label, dice, difficulty, explain, testid };
}
