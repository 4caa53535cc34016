export {
  INITIATIVE_ATTRIBUTES,
  INITIATIVE_DIFFICULTY,
  initiativeRollOptions,
  orderInitiative,
  type InitiativeEntry,
  type InitiativeSlot,
} from './initiative.js';
export type { GmRange, WeaponCategory, WeaponConfig } from './weapon-types.js';
export { NO_TRIPOD_DIFFICULTY, firearms, type FirearmId } from './firearms.js';
export { GARROTE_SURPRISE_DIFFICULTY, meleeWeapons, type MeleeWeaponId } from './melee-weapons.js';
export { rangedWeapons, type RangedWeaponId } from './ranged-weapons.js';
export { specialWeapons, type SpecialWeaponConfig, type SpecialWeaponId } from './special-weapons.js';
export { WEAPON_IDS, findWeapon, weapons, type WeaponId } from './weapons.js';
export {
  PEPPER_SPRAY_BLIND_ROUNDS,
  PEPPER_SPRAY_LINGERING_PENALTY,
  PEPPER_SPRAY_MAX_SIGHT_PENALTY,
  STUN_RESIST_DIFFICULTY,
  TASER_REPEAT_ROUNDS,
  TASER_SHAKE_OFF_OUTCOME,
  resolveStunResistance,
  taserKeepsWorking,
  type StunResult,
} from './stun.js';
export { MAX_RANGE_MULTIPLE, rangeDifficultyModifier } from './range.js';
export {
  armorAfterPiercing,
  armorDicePenalties,
  armorSlowsRoll,
  armorTable,
  PHYSICAL_ATTRIBUTES,
  effectiveArmor,
  type ArmorConfig,
  type ArmorId,
} from './armor.js';
export { EXTREMITY_SEVERITY_CAP, calledShotHits, calledShotOutcomeNeeded, type CalledShotSize } from './called-shot.js';
export { TWO_TARGETS_DIFFICULTY, splitOutcome, type SplitOutcome } from './split-outcome.js';
export {
  WHOLE_MOB_DAMAGE_BONUS,
  resolveAttack,
  type AttackInput,
  type AttackNote,
  type AttackResolution,
  type MobTargeting,
} from './attack.js';
export { resolveClash, type ClashResult, type ClashSide } from './clash.js';
export {
  DESPERATE_DEFENSE_NEXT_ACTION_PENALTY,
  defenseAllowed,
  desperateDefense,
  type DefenseAllowance,
  type DefenseMeans,
  type DesperateDefense,
  type IncomingAttack,
  type ReactionKind,
} from './reactions.js';
export { EVADE_ROLL, spreadEvasion, type EvadedAttack, type EvasionInput } from './evade.js';
export {
  MAX_QUICK_ACTIONS,
  QUICK_ACTION_DICE,
  quickActionCost,
  withQuickActions,
  type QuickActionCost,
} from './quick-actions.js';
export { AIMED_ATTACK_DIFFICULTY, aimDifficultyModifier } from './aiming.js';
export {
  attackDifficultyModifier,
  attackModifiers,
  type AttackModifierChoice,
  type AttackModifierConfig,
  type AttackModifierId,
} from './attack-modifiers.js';
export {
  SWEEP_DIFFICULTY,
  SWEEP_MAX_SQUARES,
  SWEEP_ROUNDS_PER_SQUARE,
  fullAutoSweep,
  type Sweep,
} from './full-auto.js';
export {
  BREAK_FREE_ROLLS,
  GRAPPLE_ROLL,
  breaksFree,
  chokeBreaksHold,
  resolveGrapple,
  type GrappleResult,
} from './grapple.js';
export { MOB_ATTACK_BONUS_MAX, mobAttackBonus, mobStats, type MobMember, type MobStats } from './mobs.js';
export { blastDamageAt, type BlastDamage, type BlastProfile } from './blast.js';
export { cookOffThrows, explosiveDamageAt, explosives, type ExplosiveConfig, type ExplosiveId } from './explosives.js';
export {
  HIGH_EXPLOSIVE_DAMAGE,
  HIGH_EXPLOSIVE_DECAY,
  highExplosiveDamageAt,
  highExplosiveRadius,
  type HighExplosiveKind,
} from './high-explosives.js';
export {
  BREATH_EXERT_SECONDS,
  BREATH_SECONDS_PER_BODY,
  DEHYDRATION_HOURS,
  FALL_FEET_PER_DAMAGE,
  FALL_MAX_DAMAGE,
  REHYDRATION_HOURS,
  ROUND_SECONDS,
  bloodLossSeverity,
  breathHoldSeconds,
  dehydrationInjuries,
  dehydrationInjuriesRemovable,
  electricSources,
  electricityDamage,
  fallingDamage,
  fireDamage,
  fireSources,
  suffocationInjuries,
  type ElectricSourceId,
  type FireSourceId,
  type HazardDamage,
} from './other-damage.js';
export {
  DRIVE_FULL_DISTANCE_OUTCOME,
  HEAVY_VEHICLE_ROUNDS_PER_LEVEL,
  VEHICLE_SPEED_IDS,
  resolveDriveRoll,
  shiftSpeed,
  vehicleDistanceFeet,
  vehicleSpeeds,
  type DriveRollResult,
  type SpeedRating,
  type VehicleSpeedConfig,
  type VehicleSpeedId,
} from './vehicle-speeds.js';
export {
  AIRBAG_ARMOR,
  SEAT_BELT_ARMOR,
  bailOutCrash,
  crashArmor,
  crashDamageRoll,
  crashKinds,
  crashSeverity,
  rammingCrashes,
  type CrashDamageRoll,
  type CrashKind,
  type SizeMatch,
} from './crashes.js';
export {
  ARMORED_VEHICLE_BLAST_ARMOR,
  CIVILIAN_CAR_ARMOR,
  passengerProtection,
  type PassengerProtection,
} from './vehicle-protection.js';
export { civilianEngine, vehicleLimits, type VehicleCondition, type VehicleLimits } from './vehicle-damage.js';
export {
  DRIVE_BY_DIFFICULTY,
  driveDifficultyModifiers,
  rammingDifficulty,
  vehicleManeuvers,
  vehicleReadiness,
  type DriveModifierId,
  type ManeuverConfig,
  type ManeuverId,
} from './vehicle-maneuvers.js';
export {
  CLASSIC_BURST_DICE,
  CLASSIC_COMBAT_ID,
  CLASSIC_MAX_AIM_DICE,
  CLASSIC_MAX_TARGETS,
  classicAimDice,
  classicAttackRollOptions,
  classicCombat,
  classicContest,
  classicMultipleActionPenalty,
  resolveClassicAttack,
  type ClassicAttackOptions,
  type ClassicContest,
} from './classic-combat.js';
export {
  breakFreeClassic,
  classicGrappleRolls,
  classicHoldLimits,
  grappleClassic,
  pinClassic,
  type ClassicHold,
} from './classic-grapple.js';
export {
  COMBAT_ACTION_TYPES,
  newCombatant,
  type CombatAction,
  type CombatState,
  type Combatant,
  type CombatantExit,
  type CombatantInitiative,
  type CombatantInput,
  type CombatantKind,
  type HeldAction,
  type TieBreak,
} from './tracker-state.js';
export { combatOrder, type TurnSlot } from './tracker-order.js';
export { MAX_INITIATIVE_POOL, TRACKER_ISSUE_CODES, applyCombatAction, type TrackerIssueCode } from './tracker.js';
export {
  armorValue,
  attackRollDifficulty,
  planAttack,
  type ArmorChoice,
  type AttackHelperInput,
  type AttackPlan,
  type AttackReason,
  type AttackTargetOptions,
  type PlannedHit,
} from './attack-helper.js';
