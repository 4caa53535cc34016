export {
  ATTENDEE_OUTCOMES,
  checkFinishedContract,
  tookPart,
  type Attendee,
  type AttendeeOutcome,
  type ContractHouseRules,
  type FinishedContract,
  type RingerResult,
} from './finished-contract.js';
export {
  RINGER_MISSED_EXP,
  contractRewards,
  gmBonusConditions,
  type ContractDeath,
  type ContractRewards,
  type ContractRewardsInput,
  type ContractorStanding,
  type GmBonusCondition,
  type RefusedReward,
  type RewardRefusalCode,
  type StatusChange,
  type WaitingImprovement,
} from './contract-rewards.js';
export { rewardTotals, type RewardTotals } from './reward-totals.js';
export { voidContract, type ContractVoiding, type Overdraft, type VoidContractInput } from './void-contract.js';
export { canVoid, type VoidAuthority, type VoidRequest, type VoidVotes } from './void-vote.js';
export {
  FREE_AGENT_CONTRACT_LIMIT,
  freeAgentContractsLeft,
  ringerRsvpEligibility,
  rsvpEligibility,
  type RingerRsvpCheck,
  type RsvpCheck,
} from './rsvp.js';
export { DANGER_LEVELS, dangerLabel, type DangerConfig, type DangerId, type DangerRecord } from './danger.js';
export {
  DEFAULT_ROLES,
  PLAYGROUP_PERMISSIONS,
  hasPermission,
  keepsALeader,
  type DefaultRoleId,
  type PlaygroupPermission,
  type RoleConfig,
  type RoleHolder,
} from './playgroup-roles.js';
export {
  CONTRACT_STATES,
  OPEN_CONTRACT_STATES,
  STARTED_CONTRACT_STATES,
  checkContractTransition,
  locksSheets,
  type ContractState,
  type ContractStateConfig,
} from './contract-lifecycle.js';
export { healAfterContract, healBeforeContract } from './contract-healing.js';
export {
  CYCLE_LENGTH,
  betweenCycleContracts,
  cycleJoinIssue,
  cyclePositions,
  cycleRunning,
  type CycleJoinIssue,
  type CycleStanding,
} from './cycle.js';
