export {
  challengeChance,
  EXACT_LIMIT,
  SIMULATION_TRIALS,
  subsetsOf,
  type ChanceEstimate,
  type ChanceOptions,
} from './chance.js';
export type { Contract, ContractId, ContractKind, Payout, Stars } from './contract.js';
export {
  CHANCE_BOUNDS,
  expectedTurnout,
  generateContract,
  generateContractDeck,
  LOST_SOULS_MIX,
  penaltyFor,
  rewardFor,
  STAR_THRESHOLDS,
  starsFor,
  type ContractSpec,
  type DeckSpec,
} from './generator.js';
export {
  battleWinners,
  challengePasses,
  isBattle,
  templateIds,
  templates,
  type Challenge,
  type Hands,
  type TemplateConfig,
  type TemplateId,
} from './templates.js';
