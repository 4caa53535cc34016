export { insertRows } from './bulk-insert.js';
export { seededIds } from './seed-ids.js';
export {
  planSeed,
  type PlannedContract,
  type PlannedContractor,
  type PlannedPlaygroup,
  type PlannedSeat,
  type PlannedUser,
  type SeedPlan,
  type SeedPlanOptions,
} from './seed-plan.js';
export { SEED_PASSWORD, seedDatabase, type SeedOptions, type SeedSummary } from './seed-database.js';
export { veteranTable, type VeteranTable } from './veteran-table.js';
