export { addInjury, updateInjury } from './injuries.js';
export { addBattleScar, removeBattleScar } from './scars.js';
export { getWillToSurviveStatus, willToSurviveWindow, type WillToSurviveStatus } from './will-to-survive.js';
export { addTrauma, removeTrauma } from './traumas.js';
export { createContractor } from './creation.js';
export {
  UNCLAIMED_LIMITS,
  claimUnclaimedContractor,
  createUnclaimedContractor,
  getSharedContractor,
  getUnclaimedContractor,
  pruneUnclaimedContractors,
  updateUnclaimedContractor,
  type UnclaimedCreated,
  type UnclaimedKey,
  type UnclaimedView,
} from './unclaimed.js';
export {
  abilitiesSchema,
  armorSchema,
  attributesSchema,
  contractorCreateSchema,
  contractorPatchSchema,
  limitChoiceSchema,
  secondaryAbilitiesSchema,
  textListSchema,
  weaponListSchema,
  type ContractorCreateInput,
  type ContractorPatch,
} from './create-schema.js';
export { describeIssue } from './describe-issue.js';
export { describeLedgerEntry, foldLedger, type LedgerTotals } from './ledger.js';
export { exert, setMindDamage } from './mind.js';
export { PASSPORT_VERSION, passportSchema, type Passport } from './passport-schema.js';
export {
  addBattleScarSchema,
  addInjurySchema,
  addTraumaSchema,
  exertSchema,
  listRollsSchema,
  mindDamageSchema,
  rollOptionsSchema,
  rollSchema,
  sourcePointsSchema,
  spendExpSchema,
  undoSpendSchema,
  updateInjurySchema,
  versionOnlySchema,
  type AddBattleScarInput,
  type AddInjuryInput,
  type AddTraumaInput,
  type ExertInput,
  type MindDamageInput,
  type RollInput,
  type SourcePointsInput,
  type SpendExpInput,
  type UndoSpendInput,
  type UpdateInjuryInput,
} from './play-schemas.js';
export { getContractor, getLedger, listContractors, listContractorsSchema } from './read.js';
export { listRolls, recordRoll } from './rolls.js';
export { getSheetPage, sheetPageSchema, type SheetPage, type SheetPageOptions } from './sheet-page.js';
export { setSourcePoints } from './source.js';
export { spendExp } from './spend-exp.js';
export { updateContractor } from './update.js';
export { refundableSpends, undoSpend } from './undo-spend.js';
export { deleteContractor, deleteContractorSchema, retireContractor, retireSchema } from './retire.js';
export {
  changeDecisionSchema,
  decideChangeRequest,
  getPendingChanges,
  listChangeRequests,
  withdrawChangeRequest,
  type ChangeDecisionInput,
  type ChangeRequestView,
} from './change-requests.js';
export type {
  AssetLiabilityView,
  BattleScarView,
  ContractorSummary,
  ContractorView,
  ExpTotals,
  InjuryView,
  LedgerEntryView,
  LimitView,
  RollRecord,
  SourceView,
  TraumaView,
} from './views.js';
export {
  INCAPACITY_WORDS,
  deadRefusal,
  incapacityRefusal,
  recordedDeath,
  refuseIfDead,
  refuseIfInactive,
  retiredRefusal,
  type DeathFact,
} from './life.js';
