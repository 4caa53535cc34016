export {
  listLinkableScenarios,
  type ContractScenarioView,
  type LinkableScenario,
  type SpoiledPlayerView,
} from './contract-link.js';
export { handoutText } from './handouts.js';
export { getLooseEnds, type LooseEndSecrets, type LooseEndView, type LooseEndsView } from './loose-ends.js';
export {
  getFinishHandouts,
  scenarioNotesSchema,
  writeScenarioNotes,
  type FinishHandout,
  type FinishHandouts,
  type ScenarioNotesInput,
} from './run-notes.js';
export {
  getScenarioRuns,
  scenarioRunSummary,
  type ScenarioRunSummary,
  type ScenarioRunView,
  type ScenarioRunsView,
} from './runs.js';
export {
  WRITING_REWARD_WORDS,
  claimWritingReward,
  writingRewardSchema,
  type WritingRewardInput,
  type WritingRewardResult,
  type WritingRewardStanding,
} from './writing-reward.js';
