export { chooseMove, type BotOptions } from './choose-move.js';
export { contractChance, rolloutChance, settledFor, unitWorth } from './estimate.js';
export { othersByThreat, ownShare, planRecruit, type RecruitPlan } from './plan.js';
export { strategies, strategyIds, type StrategyConfig, type StrategyId } from './strategies.js';
