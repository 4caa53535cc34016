export {
  SEVERITY_LEVELS,
  assertSeverity,
  bodyDepletion,
  bodyRemaining,
  healthState,
  severityLevel,
  type HealthState,
  type Injury,
  type SeverityLevelConfig,
  type SeverityLevelId,
} from './injuries.js';
export { assessCondition, type Condition, type ConditionInputs } from './condition.js';
export {
  capMindDamage,
  incapacity,
  type CapacityInputs,
  type CappedMindDamage,
  type IncapacityReason,
} from './incapacity.js';
export { MIND_RECOVERY_PER_NIGHT, mindRemaining, mindState, recoverMind, type MindState } from './mind.js';
export {
  BODY_PENALTY_TABLE,
  MAX_TABLE_PENALTY,
  MIND_PENALTY_TABLE,
  bodyPenalty,
  bodyPenaltyRow,
  mindPenalty,
  mindPenaltyRow,
  penaltyBreakdown,
  totalPenalty,
  type BodyPenaltyRowId,
  type MindPenaltyRowId,
  type PenaltyBreakdown,
  type PenaltyInputs,
  type PenaltyRowConfig,
} from './penalty.js';
export {
  SCAR_CLASSES,
  SCAR_CLASS_IDS,
  nextScarClass,
  scarClassForSeverity,
  scarHealsWithInjury,
  worseScarClass,
  type ScarClassConfig,
  type ScarClassId,
  type ScarHistory,
} from './scars.js';
export {
  STOCK_BATTLE_SCARS,
  stockScarsOfClass,
  type BattleScarConfig,
  type StockBattleScarId,
} from './battle-scars.js';
export { NO_SCAR_EFFECTS, scarEffects, type BattleScarFacts, type ScarEffects } from './scar-effects.js';
export {
  DEGRADATION_INTERVAL_MINUTES,
  DEGRADES_FROM_SEVERITY,
  degradedSeverity,
  nextDegradationAt,
  type DegradationInput,
} from './degradation.js';
export {
  PROPER_STABILIZATION_EQUIPMENT,
  properStabilizationEquipment,
  resolveStabilization,
  stabilizationDifficulty,
  stabilizationRollOptions,
  type StabilizationAttempt,
  type StabilizationEquipmentConfig,
  type StabilizationEquipmentId,
  type StabilizationKind,
  type StabilizationResult,
  type StabilizationSetup,
} from './stabilization.js';
export {
  WILL_TO_SURVIVE_FLOOR,
  WILL_TO_SURVIVE_MAX_REDUCTION,
  WILL_TO_SURVIVE_MIND_DAMAGE,
  WILL_TO_SURVIVE_SCAR_CLASS,
  applyWillToSurvive,
  willToSurviveMaxReduction,
  type WillToSurviveRequest,
  type WillToSurviveResult,
} from './will-to-survive.js';
export { bodyRollOptions, mindRollOptions, type RatingRollInputs } from './rolls.js';
export {
  SELF_CONTROL_DIFFICULTY,
  TRAUMA_MIND_DAMAGE,
  TRAUMA_ROLL_DIFFICULTY,
  selfControlConsequence,
  selfControlRollOptions,
  traumaRollConsequence,
  traumaRollOptions,
  type MindRollBasis,
  type SelfControlConsequence,
  type TraumaPenaltyChoice,
  type TraumaRollConsequence,
} from './trauma.js';
export {
  STOCK_TRAUMAS,
  TRAUMA_TYPES,
  type StockTraumaConfig,
  type StockTraumaId,
  type TraumaTypeConfig,
  type TraumaTypeId,
} from './stock-traumas.js';
export { EXERTION_MIND_COST, exertMind, type ExertionRequest, type ExertionUse } from './exertion.js';
export {
  HEALING_MODES,
  HEALING_PER_STEP,
  healArcade,
  healGritty,
  type ArcadeInjury,
  type ArcadePhase,
  type HealingMode,
  type HealingResult,
} from './healing.js';
export {
  DRUG_DOSES,
  DRUG_ONSET_MINUTES,
  addictionFromTrauma,
  drugOnsetMinutes,
  type DrugDoseConfig,
  type DrugId,
  type DrugRoute,
  type TraumaWhileDosed,
} from './drugs.js';
export {
  DEGRADATION_WARNING_MINUTES,
  advanceDegradationClock,
  clockWarnings,
  nextWorseningMinute,
  rebaseTracked,
  severityAtMinute,
  type ClockAdvance,
  type ClockWarning,
  type ClockWorsening,
  type TrackedInjury,
} from './degradation-clock.js';
