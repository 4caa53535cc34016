import {
  ABILITY_RANGE,
  ATTRIBUTE_IDS,
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
});
