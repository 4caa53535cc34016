export { tableSeat, refuseUnlessGm, refuseUnlessPlaying, type TableSeat } from './seat.js';
export {
  appendTableEvent,
  deserializeTableEvent,
  lockTableState,
  serializeTableEvent,
  viewTableEvent,
  TABLE_CHANNEL_PREFIX,
  TABLE_VISIBILITIES,
  type SerializedTableEvent,
  type TableEvent,
  type TableEventKind,
  type TableEventView,
  type TableNotice,
  type TableVisibility,
} from './events.js';
export { rollOdds, tableRollPayload, type TableRollPayload, type TableRollPurpose } from './roll-payload.js';
export { getTableSnapshot, TABLE_OPENING_EVENTS, type TableAttendee, type TableSnapshot } from './snapshot.js';
export { actOnCombat } from './combat.js';
export { combatInputSchema, GM_ONLY_COMBAT_INPUTS, type CombatInput } from './combat-input.js';
export { combatView, readCombat, storedCombat, type CombatView, type CombatantView } from './combat-view.js';
export {
  resolveTableAttack,
  type AttackEventPayload,
  type InjuryEventPayload,
  type TableAttackResult,
} from './attack.js';
export {
  acceptWillToSurvive,
  answerWillToSurvive,
  declineWillToSurvive,
  willToSurviveOffer,
  type WillToSurviveEventPayload,
  type WillToSurviveOfferState,
} from './will-to-survive-offer.js';
export {
  advanceTableClock,
  getTableClock,
  type ClockAdvanceResult,
  type ClockEventPayload,
  type ClockWarningPayload,
  type DegradationEventPayload,
} from './clock.js';
export { clockView, parseClock, readClock, type ClockEntry, type ClockView, type StoredClock } from './clock-store.js';
export { stabilizeAtTable, type StabilizationEventPayload } from './stabilize.js';
export {
  armorChoiceSchema,
  tableAttackSchema,
  tableClockSchema,
  tableStabilizeSchema,
  tableWillToSurviveSchema,
  weaponIdSchema,
  type TableAttackInput,
  type TableClockInput,
  type TableStabilizeInput,
  type TableWillToSurviveInput,
} from './harm-schemas.js';
export { openTableBus, tableChannel, type TableBus, type TableListener } from './bus.js';
export {
  readTableEvents,
  tableEventsAfter,
  tableReplaySchema,
  TABLE_REPLAY_LIMIT,
  type TableReplay,
  type TableReplayInput,
} from './replay.js';
export { recordTableRoll, tableRollSchema, type TableRollInput } from './rolls.js';
export { watchTable, TABLE_WATCH_BACKLOG, type TableWatch } from './watch.js';
