// `@harbinger/platform/testing`: what suites and benchmarks outside this package use to get a platform with data.
export { contractorFor, creationInput, expectOk, grantCoinOfCharon, player } from './fixtures.js';
export { openMemoryPlatform, type MemoryPlatform } from './memory-platform.js';
export { scratchSchema, type ScratchSchema } from './postgres-scratch.js';
export { TEST_PASSWORD_COST } from './password-cost.js';
export {
  backends,
  freshSchemaName,
  testClock,
  useTestPlatform,
  type Backend,
  type TestClock,
  type TestContext,
  type TestPlatformOptions,
} from './test-platform.js';
export { memoryLogger } from '../log.js';
export { memoryMailer } from '../mail/mailer.js';
export { TEST_HANDOUTS, insertScenario, spoil, type TestScenario } from '../scenarios/play-fixtures.js';
export {
  fillExchange,
  grantCredits,
  insertExchangeScenario,
  type ScenarioFixture,
} from '../scenarios/exchange-fixtures.js';
export { explainExchangePage } from '../scenarios/exchange-browse.js';
export { openTable, runningContract, type Table } from '../contracts/fixtures.js';
export { playedContract, type PlayedContract } from '../journals/journal-fixtures.js';
export { fameWorld, type FameWorld, type PastContract, type PastSeat } from '../fame/fame-fixtures.js';
export {
  discordTestKeys,
  signDiscordBody,
  startFakeDiscordApi,
  type DiscordTestKeys,
  type FakeDiscordApi,
  type FakeDiscordCall,
} from './fake-discord.js';
export { linkForTest } from '../discord/testing.js';
