export {
  MOVE_LISTS,
  MOVE_TEXT_LIMIT,
  listMovesSchema,
  looseEndFilterSchema,
  looseEndInputSchema,
  recordMoveSchema,
  resolveLooseEndSchema,
  voidMoveSchema,
  type LooseEndInput,
  type RecordMoveInput,
} from './schemas.js';
export { grantLooseEnd, resolveLooseEnd, type LooseEndWriteResult } from './loose-end-write.js';
export { recordMove } from './record-move.js';
export { voidMove } from './void-move.js';
export { getMove, listMoves } from './read-moves.js';
export { runsContractsAtHome } from './access.js';
export type { MoveView, RecordMoveResult } from './views.js';
