/** Codes a move can be refused with (the edge words each one). */
export const MOVE_ISSUE_CODES = [
  'all_to_one_soul',
  'already_sitting_out',
  'bad_amount',
  'bad_move_shape',
  'bad_target',
  'battle_is_open_to_all',
  'cannot_ask_yourself',
  'decision_pending',
  'game_over',
  'named_twice',
  'no_such_decision',
  'no_such_player',
  'not_a_soul',
  'not_on_card',
  'not_on_display',
  'not_your_card',
  'not_your_reveal',
  'not_your_turn',
  'sitting_out',
  'soul_spared',
  'too_few_players',
  'unknown_move',
  'wrong_count',
  'wrong_forced_count',
  'wrong_phase',
  'wrong_total',
] as const;

/** Codes a new game's options can be refused with. */
export const OPTION_ISSUE_CODES = [
  'bad_player_count',
  'bad_turn_limit',
  'too_few_contracts',
  'unknown_expansion',
  'unknown_variant',
] as const;

/** Codes a bot simulation's options can be refused with. */
export const SIMULATION_ISSUE_CODES = [
  'bad_game_count',
  'bad_player_count',
  'no_strategies',
  'unknown_expansion',
  'unknown_strategy',
  'unknown_variant',
] as const;

/** A code a move can be refused with. */
export type MoveIssueCode = (typeof MOVE_ISSUE_CODES)[number];
/** A code a simulation's options can be refused with. */
export type SimulationIssueCode = (typeof SIMULATION_ISSUE_CODES)[number];
/** Every code the card game can refuse with. */
export type CardIssueCode = MoveIssueCode | (typeof OPTION_ISSUE_CODES)[number] | SimulationIssueCode;

/** Why a move or an option was refused: a snake_case code for the edge to word, and where it points. */
export interface Issue<C extends CardIssueCode = CardIssueCode> {
  code: C;
  path: readonly (string | number)[];
  expected?: number | string;
  received?: number | string;
}

/** Either the new value, or the issues that stopped it; a refused move never changes anything. */
export type Result<T, C extends CardIssueCode = CardIssueCode> =
  { ok: true; value: T } | { ok: false; issues: Issue<C>[] };

/** Wraps a value as an accepted Result. */
export function ok<T, C extends CardIssueCode = CardIssueCode>(value: T): Result<T, C> {
  return { ok: true, value };
}

/** A refused Result with a single issue, built from its code and optional details. */
export function refuse<T = never, C extends CardIssueCode = CardIssueCode>(
  code: C,
  details: Omit<Issue, 'code'> = { path: [] },
): Result<T, C> {
  return { ok: false, issues: [{ code, ...details }] };
}
