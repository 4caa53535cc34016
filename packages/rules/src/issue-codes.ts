// Every code a rule can put in an Issue, grouped by where it comes from, so each edge's code→words map can be
// checked for completeness by the type checker (`Record<IssueCode, …>`). A new code goes here first.

/** Codes from checking a sheet's Attribute and Ability ratings (and, when asked, their Exp cost). */
export const TRAIT_ISSUE_CODES = [
  'ability_out_of_range',
  'attribute_out_of_range',
  'not_enough_exp',
  'secondary_ability_is_primary',
  'secondary_ability_name_empty',
  'sixth_rank_requires_seasoned',
  'unknown_ability',
] as const;

/** Codes from a sheet: ratings and raises, Limits, Assets and Liabilities, Source and the Gift Credit cap. */
export const CHARACTER_ISSUE_CODES = [
  ...TRAIT_ISSUE_CODES,
  'at_maximum',
  'custom_limit_too_long',
  'custom_limit_too_short',
  'duplicate_asset',
  'duplicate_liability',
  'duplicate_limit',
  'gift_credit_cap_exceeded',
  'incompatible_picks',
  'rating_out_of_range',
  'replenishment_condition_empty',
  'too_many_replenishment_conditions',
  'unknown_asset',
  'unknown_liability',
  'unknown_limit',
  'wrong_limit_count',
] as const;

/** Codes from replaying a Contractor's ledger brought from elsewhere (a passport) against the rules. */
export const LEDGER_AUDIT_ISSUE_CODES = [
  'rating_not_in_ledger',
  'raise_out_of_step',
  'refund_out_of_step',
  'repeated_creation_entry',
  'starting_exp_not_once',
  'unknown_ledger_kind',
  'unreadable_ledger_cause',
  'unvouched_adjustment',
  'victories_not_in_ledger',
  'wrong_ledger_amount',
  'wrong_ledger_resource',
] as const;

/** Codes from undoing an Exp spend (a refund entry that reverses it). */
export const REFUND_ISSUE_CODES = [
  'already_refunded',
  'contract_started_since',
  'later_purchase_depends',
  'not_refundable',
  'spend_not_found',
] as const;

/** Codes from the roll notation: parsing a typed roll and reading it against a sheet. */
export const NOTATION_ISSUE_CODES = [
  'ambiguous_ability',
  'attribute_as_ability',
  'body_required',
  'difficulty_out_of_range',
  'duplicate_difficulty',
  'empty_expression',
  'exert_not_allowed',
  'expected_ability',
  'expected_difficulty',
  'expected_modifier',
  'expected_pool',
  'implied_without_secondary',
  'mind_required',
  'modifier_out_of_range',
  'pool_out_of_range',
  'traits_required',
  'unexpected_ability',
  'unknown_ability',
  'unknown_attribute',
] as const;

/** Codes from scoring dice a player threw themselves. */
export const DICE_ISSUE_CODES = ['dice_count_mismatch', 'invalid_face'] as const;

/** Codes from exertion and the Will to Survive. */
export const HEALTH_ISSUE_CODES = [
  'already_exerted_this_round',
  'exertion_not_allowed',
  'nothing_to_reduce',
  'reduction_out_of_range',
  'will_to_survive_already_used',
  'will_to_survive_not_against_falling',
] as const;

/** Codes from combat, movement and vehicles. */
export const COMBAT_ISSUE_CODES = [
  'action_still_available',
  'action_used_up',
  'already_exerted',
  'already_holding',
  'attack_impossible',
  'beyond_dash_range',
  'brawn_beyond_table',
  'clash_cannot_be_desperate',
  'combat_in_progress',
  'combatant_name_empty',
  'combatant_out',
  'contractor_required',
  'dash_forbidden',
  'duplicate_combatant',
  'empty_mob',
  'evasion_overspent',
  'hold_trigger_empty',
  'initiative_already_set',
  'initiative_missing',
  'invalid_allocation',
  'invalid_distance',
  'invalid_initiative',
  'mob_cannot_react',
  'modifier_out_of_range',
  'more_tires_destroyed_than_fitted',
  'no_combat',
  'no_faster_speed',
  'no_slower_speed',
  'not_a_ranged_weapon',
  'not_a_tie',
  'not_held',
  'not_your_turn',
  'out_of_range',
  'round_over',
  'rounds_not_started',
  'sprint_forbidden',
  'too_few_rounds',
  'too_many_quick_actions',
  'too_many_targets',
  'unknown_armor',
  'unknown_attack',
  'unknown_combatant',
  'unknown_weapon',
  'weapon_damage_out_of_range',
] as const;

/** Codes from answering a Contract's invitation. */
export const RSVP_ISSUE_CODES = [
  'already_attending',
  'changes_requested',
  'contract_full',
  'contractor_dead',
  'contractor_pending',
  'contractor_retired',
  'free_agent_limit',
  'gift_vetoed',
  'ringers_not_allowed',
  'scenario_spoiled',
  'solo_needs_veteran',
  'status_mismatch',
  'threat_due',
  'visitors_not_allowed',
] as const;

/** Codes from checking a finished Contract's seats and Commission. */
export const FINISH_ISSUE_CODES = [
  'commission_dead',
  'commission_not_attending',
  'duplicate_attendance',
  'duplicate_contractor',
  'duplicate_player',
  'gm_is_player',
] as const;

/** Codes from a Contract's state changes and void votes. */
export const CONTRACT_ISSUE_CODES = [
  'invalid_transition',
  'no_eligible_voters',
  'no_majority',
  'not_unanimous',
] as const;

/** Codes from the Gift compiler, a Gift's roll and the shape of a Gift spec. */
export const GIFT_ISSUE_CODES = [
  'attribute_not_allowed',
  'component_changed',
  'component_not_allowed_for_style',
  'component_not_allowed_for_type',
  'conflicting_components',
  'cost_below_minimum',
  'description_missing',
  'detail_not_allowed',
  'detail_required',
  'duplicate_drawback',
  'duplicate_enhancement',
  'effect_not_allowed_for_type',
  'invalid_type',
  'name_required',
  'not_enough_gift_credits',
  'required',
  'roll_not_applicable',
  'status_too_low',
  'style_not_allowed',
  'style_not_allowed_for_type',
  'too_long',
  'too_many',
  'too_many_drawbacks',
  'unknown_ability',
  'unknown_attribute',
  'unknown_drawback',
  'unknown_effect',
  'unknown_enhancement',
  'unknown_gift_type',
  'unknown_parameter',
  'unknown_parameter_level',
  'unknown_style',
] as const;

/** A code from checking Attribute and Ability ratings. */
export type TraitIssueCode = (typeof TRAIT_ISSUE_CODES)[number];
/** A code from a sheet's ratings, raises, Limits, Assets, Liabilities, Source or Gift Credits. */
export type CharacterIssueCode = (typeof CHARACTER_ISSUE_CODES)[number];
/** A code from replaying a ledger against the rules. */
export type LedgerAuditIssueCode = (typeof LEDGER_AUDIT_ISSUE_CODES)[number];
/** A code from undoing an Exp spend. */
export type RefundIssueCode = (typeof REFUND_ISSUE_CODES)[number];
/** A code from the roll notation. */
export type NotationIssueCode = (typeof NOTATION_ISSUE_CODES)[number];
/** A code from scoring thrown dice. */
export type DiceIssueCode = (typeof DICE_ISSUE_CODES)[number];
/** A code from exertion or the Will to Survive. */
export type HealthIssueCode = (typeof HEALTH_ISSUE_CODES)[number];
/** A code from combat, movement or vehicles. */
export type CombatIssueCode = (typeof COMBAT_ISSUE_CODES)[number];
/** A code from answering a Contract's invitation. */
export type RsvpIssueCode = (typeof RSVP_ISSUE_CODES)[number];
/** A code from checking a finished Contract. */
export type FinishIssueCode = (typeof FINISH_ISSUE_CODES)[number];
/** A code from a Gift: the compiler, its roll, or the shape of its spec. */
export type GiftIssueCode = (typeof GIFT_ISSUE_CODES)[number];

/** Every code the rules can return in an Issue. */
export type IssueCode =
  | CharacterIssueCode
  | LedgerAuditIssueCode
  | RefundIssueCode
  | NotationIssueCode
  | DiceIssueCode
  | HealthIssueCode
  | CombatIssueCode
  | RsvpIssueCode
  | FinishIssueCode
  | (typeof CONTRACT_ISSUE_CODES)[number]
  | GiftIssueCode;

/** Every code the rules can return, each once. */
export const ISSUE_CODES: readonly IssueCode[] = [
  ...new Set<IssueCode>([
    ...CHARACTER_ISSUE_CODES,
    ...LEDGER_AUDIT_ISSUE_CODES,
    ...REFUND_ISSUE_CODES,
    ...NOTATION_ISSUE_CODES,
    ...DICE_ISSUE_CODES,
    ...HEALTH_ISSUE_CODES,
    ...COMBAT_ISSUE_CODES,
    ...RSVP_ISSUE_CODES,
    ...FINISH_ISSUE_CODES,
    ...CONTRACT_ISSUE_CODES,
    ...GIFT_ISSUE_CODES,
  ]),
];
