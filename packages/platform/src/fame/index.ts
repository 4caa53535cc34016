export { BOARD_SIZE, MIN_GM_CONTRACTS, MIN_SCENARIO_RUNS } from './definitions.js';
export { getHallOfFame } from './hall-of-fame.js';
export { getProfileStats, PROFILE_STAT_KEYS, type ProfileStatKey, type ProfileStats } from './profile-stats.js';
export type { ContractorEntry, DeadlyGmEntry, HallOfFameView, PlayerEntry, ScenarioEntry } from './views.js';
