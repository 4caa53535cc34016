export { formatBalanceReport } from './format-report.js';
export { playGame, type BotGameOptions, type PlayedGame } from './play-game.js';
export {
  checkSimulation,
  simulateGames,
  type BalanceReport,
  type SeatLine,
  type SimulationOptions,
  type StrategyLine,
  type TemplateLine,
} from './simulate.js';
