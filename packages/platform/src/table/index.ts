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
