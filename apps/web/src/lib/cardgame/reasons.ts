import type { MoveIssueCode } from '@harbinger/cardgame';

/** Codes an online table adds to the engine's own when it refuses a move. */
type RoomRefusalCode = 'version_conflict' | 'not_seated' | 'game_not_running';

/** Plain words for every code the card game engine (or the rooms) can refuse a move with. */
const REASONS: Record<MoveIssueCode | RoomRefusalCode, string> = {
  game_over: 'The game is already over.',
  unknown_move: 'That is not a move this game knows.',
  no_such_player: 'There is no such seat at this table.',
  wrong_phase: 'That move does not fit this moment of the turn.',
  not_your_turn: 'It is not your turn to act.',
  not_on_display: 'That Contract is no longer face up in the row.',
  bad_move_shape: 'The move is incomplete.',
  cannot_ask_yourself: 'You are already in your own challenge; ask someone else.',
  named_twice: 'The same player was named twice.',
  wrong_forced_count: 'This Contract needs a different number of forced players.',
  battle_is_open_to_all: 'In a Battle everyone else is offered a place automatically; name only your opponent.',
  decision_pending: 'Settle the power or Duo on the table first.',
  no_such_decision: 'There is no such choice waiting.',
  not_your_card: 'That card is not yours to decide on.',
  not_your_reveal: 'Another Soul reveals next.',
  not_on_card: 'That number is not printed on the card.',
  bad_target: 'That power cannot be aimed there.',
  bad_amount: 'Shares must be whole numbers, zero or more.',
  not_a_soul: 'Only Souls who took part can receive a share.',
  soul_spared: 'That Soul was forced along and is spared the penalty.',
  wrong_total: 'The shares must add up to the whole amount.',
  all_to_one_soul: 'With more than one Soul, nobody may receive everything.',
  wrong_count: 'Choose exactly the number of cards you must give up.',
  sitting_out: 'That player left the table; their seat sits out and cannot be called along.',
  already_sitting_out: 'That seat already sits out.',
  too_few_players: 'At least two players must stay in the game; give the seat to a bot instead.',
  version_conflict: 'The table moved on while you were choosing. Look again and retry.',
  not_seated: 'Only players at this table can move.',
  game_not_running: 'No game is running at this table.',
};

/** The words for a refusal code, falling back to the code itself so nothing is ever silent. */
export function reasonText(code: string): string {
  // The code arrives as text from the server; one this page does not know still gets a sentence.
  return Object.hasOwn(REASONS, code) ? REASONS[code as keyof typeof REASONS] : `That move is not allowed (${code}).`;
}
