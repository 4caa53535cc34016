export {
  cycleHold,
  cycleHolds,
  cycleHoldLine,
  expSpendLock,
  getSpendLock,
  type CycleHold,
  type SpendLockView,
} from './cycle-hold.js';
export { endCycle, listOpenCycles, type ContractCycleView, type CycleChoice, type OpenCycleView } from './cycles.js';
export { contractsWithoutDowntime, currentDowntime, type CurrentDowntime } from './downtime.js';
