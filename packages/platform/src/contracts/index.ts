export { calendarFeedToken, icsText, renderCalendar, userCalendar } from './calendar.js';
export { contractReadRefusal } from './contract-access.js';
export { getCoins, getContractorLedger, type CoinsView } from './coins.js';
export { getContractorRecord, type ContractorRecord, type ContractorRecordOptions } from './contractor-record.js';
export {
  confirmDeath,
  confirmDeathSchema,
  getDeathWatch,
  type DeathConfirmer,
  type DeathWatch,
} from './confirm-death.js';
export { confirmAttendance, declareContract, declareContractSchema, type DeclareContractInput } from './declare.js';
export { finishContract } from './finish.js';
export { getFinishFacts, type FinishFacts, type FinishFactsSeat } from './finish-facts.js';
export { chooseGmRewards, gmRewardsSchema, type GmRewardsInput } from './gm-rewards.js';
export { getAttendeeSheet } from './gm-sheet.js';
export {
  graveyardQuerySchema,
  graveyardTally,
  listGraveyard,
  updateObituary,
  type GraveyardTally,
} from './graveyard.js';
export { getFreeAgentStanding, type FreeAgentStanding } from './free-agent.js';
export {
  calendarFeedResetSchema,
  playgroupCalendar,
  playgroupFeedToken,
  resetCalendarFeed,
  resetPlaygroupFeeds,
} from './playgroup-calendar.js';
export { chooseRingerBonus, rsvp, withdrawRsvp } from './rsvp.js';
export {
  getRsvpOptions,
  type RsvpContractorOption,
  type RsvpOptions,
  type RsvpReason,
  type WaitlistEntryView,
} from './rsvp-options.js';
export { joinWaitlist, leaveWaitlist } from './waitlist.js';
export { cancelContract, getContract, listContracts, scheduleContract, updateContract } from './schedule.js';
export {
  PLAY_MODES,
  contractPatchSchema,
  finishContractSchema,
  listContractsSchema,
  obituarySchema,
  ringerBonusSchema,
  rsvpSchema,
  scheduleContractSchema,
  voidContractSchema,
  type ContractPatchInput,
  type FinishContractInput,
  type ListContractsInput,
  type PlayMode,
  type RsvpInput,
  type ScheduleContractInput,
  type VoidContractRequest,
} from './schemas.js';
export { sheetLock } from './sheet-lock.js';
export { getSheetNotices, type SheetNotice } from './sheet-notices.js';
export { startContract } from './start.js';
export type {
  AttendeeView,
  ContractRewardView,
  ContractSummary,
  ContractView,
  ContractViewer,
  FinishResult,
  GraveView,
  RewardLine,
  VoidResult,
} from './views.js';
export { voidContractRecord } from './void.js';
