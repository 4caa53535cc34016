import {
  ABILITY_RANGE,
  ATTRIBUTE_IDS,
  ATTRIBUTE_RANGE,
  CREATION_ABILITY_CAP,
  CREATION_STATUS,
  LIMIT_COUNT,
  STARTING_EXP,
  STARTING_SOURCE_CAPACITY,
  assetCost,
  ASSETS,
  bodyRating,
  liabilityRemovalCost,
  mindRating,
  raisePrice,
  BODY_PENALTY_TABLE,
  MIND_PENALTY_TABLE,
  PRIMARY_ABILITY_IDS,
  SIXTH_ABILITY_RANK,
  SIXTH_RANK_STATUS,
  STATUSES,
  attributes,
  primaryAbilities,
} from '@harbinger/rules';
import type { PageServerLoad } from './$types';

/** Rows of the Contract Record: one per Contract up to the veteran line and then some (issue 12 asks 31). */
const CONTRACT_RECORD_ROWS = 31;
/** Rows of the Exp log (its first line, the starting Exp, is printed). */
const EXP_LOG_ROWS = 14;

/** One rating step as the creation steps print it: "1 → 2", the Exp it costs and what the rating costs in all. */
function priceSteps(trait: 'attribute' | 'ability' | 'source', from: number, to: number) {
  const steps: { step: string; price: number; total: number }[] = [];
  let total = 0;
  for (let rating = from; rating < to; rating++) {
    const price = raisePrice({ trait, from: rating, status: CREATION_STATUS });
    if (!price.ok) break;
    total += price.value;
    steps.push({ step: `${String(rating)} → ${String(rating + 1)}`, price: price.value, total });
  }
  return steps;
}

/** How many boxes the blank Body and Mind tracks get: enough for the highest ratings the rules give. */
const TRACK_BOXES = 10;

/** One row of a penalty table as the blank sheet prints it: "3 left → −2 dice". */
function penaltyRows(
  table: Record<string, { atLeast: number; label: string; dice: number | null }>,
): { left: string; label: string; dice: string }[] {
  return Object.values(table)
    .filter((row) => Number.isFinite(row.atLeast))
    .map((row, i) => ({
      left: i === 0 ? `${String(row.atLeast)}+` : String(row.atLeast),
      label: row.label,
      dice: row.dice === null ? 'out' : row.dice === 0 ? '—' : `−${String(row.dice)}`,
    }));
}

// A blank printable sheet: every name on it comes from the rules' tables, nothing from the database.
export const load: PageServerLoad = () => ({
  attributes: ATTRIBUTE_IDS.map((id) => attributes[id].name),
  abilities: PRIMARY_ABILITY_IDS.map((id) => primaryAbilities[id].name),
  trackBoxes: TRACK_BOXES,
  abilityRange: `${String(ABILITY_RANGE.min)}–${String(SIXTH_ABILITY_RANK - 1)}, ${String(SIXTH_ABILITY_RANK)} at ${STATUSES[SIXTH_RANK_STATUS].name}`,
  bodyPenalties: penaltyRows(BODY_PENALTY_TABLE),
  mindPenalties: penaltyRows(MIND_PENALTY_TABLE),
  creation: {
    startingExp: STARTING_EXP,
    limitCount: LIMIT_COUNT,
    attributeMin: ATTRIBUTE_RANGE.min,
    abilityCap: CREATION_ABILITY_CAP,
    attributeSteps: priceSteps('attribute', ATTRIBUTE_RANGE.min, ATTRIBUTE_RANGE.max),
    abilitySteps: priceSteps('ability', ABILITY_RANGE.min, CREATION_ABILITY_CAP),
    sourceSteps: priceSteps('source', STARTING_SOURCE_CAPACITY, STARTING_SOURCE_CAPACITY + 3),
    startingSource: STARTING_SOURCE_CAPACITY,
    laterAssetExample: { value: 2, cost: assetCost(2, { atCreation: false }), removal: liabilityRemovalCost(2) },
    giftedValue: ASSETS.gifted.value,
    mindCap: mindRating({ intellect: ATTRIBUTE_RANGE.max, charisma: ATTRIBUTE_RANGE.max, traumas: 0 }),
    bodyByBrawn: [1, 2, 3, 4, 5].map((brawn) => ({ brawn, body: bodyRating({ brawn, battleScars: 0 }) })),
  },
  contractRows: CONTRACT_RECORD_ROWS,
  expRows: EXP_LOG_ROWS,
});
