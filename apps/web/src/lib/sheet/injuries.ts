import {
  ATTRIBUTE_RANGE,
  DEGRADES_FROM_SEVERITY,
  PROPER_STABILIZATION_EQUIPMENT,
  SCAR_CLASSES,
  STOCK_BATTLE_SCARS,
  properStabilizationEquipment,
  resolveRoll,
  scarClassForSeverity,
  stabilizationDifficulty,
  stabilizationRollOptions,
  stockScarsOfClass,
  type ScarClassId,
  type StabilizationResult,
} from '@harbinger/rules';
import { TIER_WORDS, diceWord, scarClassName, severityName } from './words.js';

/** A stock Battle Scar offered when an Injury leaves one. */
export interface ScarOption {
  id: string;
  name: string;
  effect: string;
}

/** An open Injury as the sheet lists it. */
export interface InjuryLine {
  id: string;
  severity: number;
  severityName: string;
  originalSeverity: number;
  stabilized: boolean;
  cleanHeal: boolean;
  failedAttempts: number;
  note: string;
  /** ISO time the Injury next worsens, or null when it no longer does. */
  degradesAt: string | null;
  /** The Battle Scar this Injury leaves ("Major"), if any. */
  scarClass: string;
  /** The scar's name once picked. */
  scarName: string | null;
  /** Stock scars of the right class while the player still has to pick one; empty otherwise. */
  scarOptions: ScarOption[];
  /** The Battle Scar row waiting for a pick. */
  pendingScarId: string | null;
  /** Shown when the Injury needs Stabilization: the Difficulties and the pool. */
  stabilize: { proper: number; makeshift: number; equipment: string; dice: number; explain: string } | null;
}

/** The Injury and scar facts of a view. */
export interface InjuryFacts {
  injuries: readonly {
    id: string;
    severity: number;
    originalSeverity: number;
    stabilized: boolean;
    cleanHeal: boolean;
    failedAttempts: number;
    scarClass: string | null;
    degradesAt?: Date | string;
    note: string;
  }[];
  battleScars: readonly { id: string; name: string; class: string; chosen: boolean; injuryId?: string }[];
  attributes: Record<string, number>;
  abilities: Record<string, number>;
  derived: { penalty: number };
}

/** The stock scars a player picks from for a scar of this class. */
export function scarOptions(scarClass: string): ScarOption[] {
  if (!Object.hasOwn(SCAR_CLASSES, scarClass)) return [];
  return stockScarsOfClass(scarClass as ScarClassId).map((id) => ({
    id,
    name: STOCK_BATTLE_SCARS[id].name,
    effect: STOCK_BATTLE_SCARS[id].effect,
  }));
}

/** The scar class an Injury of this Severity would leave, named ("Major"), or '' below Severity 4. */
export function scarClassOfSeverity(severity: number): string {
  return Number.isInteger(severity) && severity >= 1 ? scarClassName(scarClassForSeverity(severity)) : '';
}

/** Lists the open Injuries with what the player can do about each. */
export function injuryLines(facts: InjuryFacts): InjuryLine[] {
  const intellect = facts.attributes.intellect ?? ATTRIBUTE_RANGE.min;
  const medicine = facts.abilities.medicine ?? 0;
  return facts.injuries.map((injury) => {
    const scar = facts.battleScars.find((s) => s.injuryId === injury.id);
    const needsStabilizing = !injury.stabilized && injury.severity >= DEGRADES_FROM_SEVERITY;
    let stabilize: InjuryLine['stabilize'] = null;
    if (needsStabilizing) {
      const setup = { severity: injury.severity, failedAttempts: injury.failedAttempts };
      const proper = stabilizationDifficulty({ ...setup, kind: 'proper' });
      const makeshift = stabilizationDifficulty({ ...setup, kind: 'makeshift' });
      const equipment = PROPER_STABILIZATION_EQUIPMENT[properStabilizationEquipment(injury.severity)!].name;
      const dice = resolveRoll(
        stabilizationRollOptions({ ...setup, kind: 'proper', intellect, medicine, penalty: facts.derived.penalty }),
      ).dice;
      const retries =
        injury.failedAttempts > 0 ? `, +${String(injury.failedAttempts)} for earlier failed attempts` : '';
      stabilize = {
        proper,
        makeshift,
        equipment,
        dice,
        explain: `Intellect + Medicine (${diceWord(dice)} after the Penalty). Proper care (${equipment}) is at Difficulty ${String(proper)}, the Severity${retries}; makeshift care at ${String(makeshift)} or more, as the GM sets it.`,
      };
    }
    return {
      id: injury.id,
      severity: injury.severity,
      severityName: severityName(injury.severity),
      originalSeverity: injury.originalSeverity,
      stabilized: injury.stabilized,
      cleanHeal: injury.cleanHeal,
      failedAttempts: injury.failedAttempts,
      note: injury.note,
      degradesAt: injury.degradesAt === undefined ? null : new Date(injury.degradesAt).toISOString(),
      scarClass: scarClassName(scar?.class ?? injury.scarClass),
      scarName: scar?.chosen ? scar.name : null,
      scarOptions: scar && !scar.chosen ? scarOptions(scar.class) : [],
      pendingScarId: scar && !scar.chosen ? scar.id : null,
      stabilize,
    };
  });
}

/** What a Stabilization attempt did, in a sentence, from the rules' result. */
export function describeStabilization(result: StabilizationResult, outcome: number): string {
  const head = `Outcome ${String(outcome)} against Difficulty ${String(result.difficulty)}: ${TIER_WORDS[result.tier]}.`;
  const parts: string[] = [];
  if (result.stabilized)
    parts.push(
      result.cleanHeal
        ? 'Stabilized, and it will heal clean: the Battle Scar fades once it has healed.'
        : 'Stabilized: it stops worsening.',
    );
  else parts.push(`Not stabilized; a new attempt is at Difficulty ${String(result.nextAttemptDifficulty)}.`);
  if (result.severityChange > 0) parts.push(`The Injury worsened by ${String(result.severityChange)}.`);
  if (result.scarWorsens) parts.push('The Battle Scar got one class worse: pick it again.');
  return `${head} ${parts.join(' ')}`;
}
