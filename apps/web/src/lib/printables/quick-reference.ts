import {
  BODY_PENALTY_TABLE,
  DEFAULT_DIFFICULTY,
  DEGRADATION_INTERVAL_MINUTES,
  DEGRADES_FROM_SEVERITY,
  DESPERATE_DEFENSE_NEXT_ACTION_PENALTY,
  EVADE_ROLL,
  EXERTION_MIND_COST,
  EXTREMITY_SEVERITY_CAP,
  INITIATIVE_DIFFICULTY,
  MAX_DIFFICULTY,
  MAX_RANGE_MULTIPLE,
  MIND_PENALTY_TABLE,
  MIN_DIFFICULTY,
  MOVEMENT_STEP_FEET,
  PENALTY_POOL_FLOOR,
  SCAR_CLASSES,
  SEVERITY_LEVELS,
  SPRINT_EXTRA_STEPS,
  TIER_THRESHOLDS,
  TWO_TARGETS_DIFFICULTY,
  UNRANKED_DIFFICULTY_STEP,
  CARRY_POUNDS_PER_BRAWN,
  OVERLOAD_STEP_POUNDS,
  UNENCUMBERED_BONUS_DICE,
  attackModifiers,
  calledShotOutcomeNeeded,
  fractionToNumber,
  resultTier,
  scoreDie,
  successChanceGrid,
  sumScores,
  type AttackModifierId,
  type DieFace,
} from '@harbinger/rules';
import { armorChoices, weaponGroups } from '#lib/sheet/gear.ts';

/** What one face of a d10 adds to the Outcome at a given Difficulty, as printed ("+1"). */
function signed(n: number): string {
  return n > 0 ? `+${String(n)}` : n < 0 ? `−${String(-n)}` : '0';
}

/** The five result tiers, each with the Outcomes that read it. */
function tiers() {
  const t = TIER_THRESHOLDS;
  return [
    { name: 'Botch', range: `below ${String(t.failure)}` },
    { name: 'Failure', range: String(t.failure) },
    { name: 'Partial success', range: `${String(t.partial)}–${String(t.complete - 1)}` },
    { name: 'Complete success', range: `${String(t.complete)}–${String(t.exceptional - 1)}` },
    { name: 'Exceptional success', range: `${String(t.exceptional)}+` },
  ];
}

/** What each kind of face scores, read off the rules' own `scoreDie` at the default Difficulty. */
function dieScores() {
  const at = DEFAULT_DIFFICULTY;
  const face = (f: DieFace) => signed(scoreDie(f, at));
  return {
    one: face(1),
    below: face((at - 1) as DieFace),
    atOrAbove: face(at as DieFace),
    ten: face(10),
  };
}

/** A penalty table as rows: the remaining value it starts at, its name, and the dice it costs (null: out). */
function penaltyRows(table: Record<string, { atLeast: number; label: string; dice: number | null }>) {
  return Object.values(table)
    .filter((row) => Number.isFinite(row.atLeast))
    .map((row) => ({ left: row.atLeast, label: row.label, dice: row.dice }));
}

/** Our words for each situational attack modifier of the rules' table. */
const MODIFIER_WORDS: Record<AttackModifierId, string> = {
  'target-behind-cover': 'Target in cover',
  'target-immobilized': 'Target pinned or helpless',
  'target-running': 'Target running',
  'target-child-sized': 'Child-sized target',
  'target-cat-sized': 'Cat-sized target',
  'target-mouse-sized': 'Mouse-sized target',
  'target-horse-sized': 'Horse-sized target',
  'target-truck-sized': 'Truck-sized target',
  'target-house-sized': 'House-sized target',
  'attacker-behind-cover': 'Shooter in cover',
  'firing-blind': 'Firing blind',
  dark: 'Darkness',
  'fog-or-pitch-dark': 'Thick fog, pitch dark',
  storm: 'Storm',
  'underwater-stab-or-unarmed': 'Underwater: stab, bare hands',
  'underwater-slashing': 'Underwater: slash',
  'underwater-bludgeoning': 'Underwater: club',
  'underwater-thrown': 'Underwater: thrown',
  'underwater-firearm': 'Underwater: firearm',
};

/** The attack modifiers as printed rows: "+1", "+1 to +2", "+3 (melee +1)", "impossible". */
function modifierRows() {
  return (Object.keys(attackModifiers) as AttackModifierId[]).map((id) => {
    const m: { difficulty: number; upTo?: number; atMelee?: number; impossible?: boolean } = attackModifiers[id];
    let shift = m.impossible ? 'impossible' : signed(m.difficulty);
    if (m.upTo !== undefined) shift += ` to ${signed(m.upTo)}`;
    if (m.atMelee !== undefined) shift += ` (melee ${signed(m.atMelee)})`;
    return { id, label: MODIFIER_WORDS[id], shift };
  });
}

/** The faces of the printed worked example, scored by the rules' own functions. */
const EXAMPLE_FACES: DieFace[] = [1, 4, 6, 9, 10];

/** A worked roll: five dice at the usual Difficulty, each die's score, the Outcome and its tier. */
function workedExample() {
  const scores = EXAMPLE_FACES.map((f) => signed(scoreDie(f, DEFAULT_DIFFICULTY)));
  const outcome = sumScores(EXAMPLE_FACES, DEFAULT_DIFFICULTY);
  return { faces: EXAMPLE_FACES, scores, outcome, tier: resultTier(outcome) };
}

/** Exact chance of at least a partial success (Outcome 1+) by pool and Difficulty, in whole percent. */
function successTable() {
  const grid = successChanceGrid({
    pools: { min: 1, max: 10 },
    difficulties: { min: MIN_DIFFICULTY, max: MAX_DIFFICULTY },
  });
  return {
    difficulties: grid.difficulties,
    rows: grid.pools.map((pool, i) => ({
      pool,
      percent: grid.cells[i]!.map((cell) => Math.round(fractionToNumber(cell) * 100)),
    })),
  };
}

/**
 * Every number the printed quick reference shows, taken from @harbinger/rules so the sheet cannot drift from the
 * engine: tiers, die scores, Difficulty bounds, the Penalty floor, Body and Mind tables, movement, combat, weapons
 * and armor.
 */
export function quickReference() {
  return {
    tiers: tiers(),
    die: dieScores(),
    example: workedExample(),
    odds: successTable(),
    modifiers: modifierRows(),
    difficulty: { min: MIN_DIFFICULTY, max: MAX_DIFFICULTY, usual: DEFAULT_DIFFICULTY },
    unrankedStep: UNRANKED_DIFFICULTY_STEP,
    penaltyFloor: PENALTY_POOL_FLOOR,
    exertionMindCost: EXERTION_MIND_COST,
    body: penaltyRows(BODY_PENALTY_TABLE),
    mind: penaltyRows(MIND_PENALTY_TABLE),
    severities: Object.values(SEVERITY_LEVELS).map((s) => ({ severity: s.minSeverity, name: s.name })),
    scars: Object.values(SCAR_CLASSES).map((s) => ({ name: s.name, from: s.minSeverity })),
    degradation: { from: DEGRADES_FROM_SEVERITY, minutes: DEGRADATION_INTERVAL_MINUTES },
    initiativeDifficulty: INITIATIVE_DIFFICULTY,
    evadeDifficulty: EVADE_ROLL.difficulty,
    desperatePenalty: DESPERATE_DEFENSE_NEXT_ACTION_PENALTY,
    twoTargetsDifficulty: TWO_TARGETS_DIFFICULTY,
    calledShot: { ...calledShotOutcomeNeeded, extremityCap: EXTREMITY_SEVERITY_CAP },
    rangeMultiple: MAX_RANGE_MULTIPLE,
    movement: {
      step: MOVEMENT_STEP_FEET,
      sprintExtra: SPRINT_EXTRA_STEPS,
      carryPerBrawn: CARRY_POUNDS_PER_BRAWN,
      overloadStep: OVERLOAD_STEP_POUNDS,
      unencumberedBonus: UNENCUMBERED_BONUS_DICE,
    },
    weapons: weaponGroups(),
    armor: armorChoices(),
  };
}

/** The quick reference's numbers. */
export type QuickReference = ReturnType<typeof quickReference>;
