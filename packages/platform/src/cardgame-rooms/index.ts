export { createCardRoom, type CardRoomSeated } from './create-room.js';
export { joinCardRoom } from './join-room.js';
export { leaveCardRoom, settleLeftSeat } from './leave-room.js';
export { getCardRoom, playCardRoomBotMove, playCardRoomMove } from './room-moves.js';
export type { CardRoomChange } from './room-change.js';
export {
  CARD_ROOM_LOG_LIMIT,
  type CardRoomEvent,
  type CardRoomLogEntry,
  type CardRoomSnapshot,
  type CardRoomStatus,
} from './room-record.js';
export {
  cardRoomBotToMove,
  viewCardRoom,
  type CardMovePrompt,
  type CardRoomSeatView,
  type CardRoomView,
} from './room-view.js';
export {
  cardRoomMoveSchema,
  cardSeatNameSchema,
  cardSeatPlanSchema,
  createCardRoomSchema,
  joinCardRoomSchema,
  settleLeftSeatSchema,
  startCardRoomSchema,
  type CardRoomMoveInput,
  type CreateCardRoomInput,
  type JoinCardRoomInput,
  type SettleLeftSeatInput,
  type StartCardRoomInput,
} from './schemas.js';
export { CARD_ROOM_HOST, type CardRoomCaller, type CardRoomOptions, type CardRoomSeat } from './seats.js';
export { cardGameRng, startCardRoom } from './start-room.js';
export { CARD_ROOM_CHANNEL_PREFIX, cardRoomSnapshot, listenCardRooms, type CardRoomNotice } from './room-channel.js';
