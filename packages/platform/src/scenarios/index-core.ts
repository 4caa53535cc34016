// The Scenario library's core: writing, revising, reading with spoilers filtered, history and its diff.
export { FREE_STOCK_KEY, scenarioAccess, type AccessFacts } from './access.js';
export { diffLines, diffTokens, diffWords, withContext, type DiffLine, type DiffPart } from './diff.js';
export { getScenario, listScenarios } from './read.js';
export { diffContent, handoutLine, type FieldChange } from './revision-diff.js';
export { getRevision, listRevisions } from './revisions.js';
export {
  SCENARIO_HANDOUT_LIMIT,
  SCENARIO_MAX_PLAYERS,
  SCENARIO_SECTION_LIMIT,
  SCENARIO_TAG_LIMITS,
  SUGGESTED_STATUSES,
  handoutInputSchema,
  normalizeTags,
  scenarioCreateSchema,
  scenarioFieldsSchema,
  scenarioReviseSchema,
  scenarioRevertSchema,
  type HandoutInput,
  type ScenarioFieldsInput,
  type ScenarioReviseInput,
  type ScenarioRevertInput,
} from './schemas.js';
export type {
  HandoutView,
  RevisionDetail,
  RevisionSummary,
  ScenarioAccess,
  ScenarioListItem,
  ScenarioReadGround,
  ScenarioSummaryView,
  ScenarioView,
} from './views.js';
export { createScenario, revertScenario, reviseScenario, spoilAftermath } from './write.js';
