export {
  DISCOVERY_REASONS,
  EXCHANGE_APPROVAL_CREDITS,
  EXCHANGE_UNLOCK_CREDITS,
  HANDOUT_KINDS,
  LOOSE_END_CUTOFF,
  SCENARIO_REWARD_WORDS,
  SCENARIO_SECTIONS,
  THREAT_LEVELS,
  type DiscoveryReason,
  type HandoutKind,
  type ScenarioSection,
  type ThreatLevel,
} from './constants.js';
export { countWords, scenarioWordCount } from './word-count.js';
export { writingRewardRefusal, type WritingRewardFacts, type WritingRewardRefusal } from './writing-reward.js';
