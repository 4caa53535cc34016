import { LIMIT_COUNT, SIXTH_RANK_STATUS, STATUSES } from '@harbinger/rules';
import type {
  CharacterIssueCode,
  HealthIssueCode,
  Issue,
  LedgerAuditIssueCode,
  NotationIssueCode,
  RefundIssueCode,
} from '@harbinger/rules';
import type { PlatformError } from '../errors.js';

/**
 * The codes a sheet workflow may refuse with: the rules' sheet, notation and health codes, and a passport's own (its
 * ledger replayed, its references).
 */
export type SheetIssueCode =
  | CharacterIssueCode
  | NotationIssueCode
  | HealthIssueCode
  | LedgerAuditIssueCode
  | RefundIssueCode
  | 'unknown_injury_ref';

/** A rules issue about a sheet, or one the platform adds when it checks a passport's references. */
export type SheetIssue = Omit<Issue, 'code'> & { code: SheetIssueCode };

type Describe = (issue: SheetIssue) => string;

const SIXTH_RANK = STATUSES[SIXTH_RANK_STATUS];

const quoted = (text: string | undefined) => (text === undefined || text === '' ? 'nothing' : `“${text}”`);

// Codes come from @harbinger/rules; the words a player reads are made here, at the edge. The type demands words
// for every code a sheet workflow can meet, so a new rules code cannot reach a player as a bare code.
const byCode: Record<SheetIssueCode, Describe> = {
  attribute_out_of_range: (i) => `Attributes are rated ${i.min}–${i.max}, not ${i.received}.`,
  ability_out_of_range: (i) => `Abilities are rated ${i.min}–${i.max}, not ${i.received}.`,
  sixth_rank_requires_seasoned: () =>
    `A sixth rank needs ${SIXTH_RANK.name} status (${SIXTH_RANK.minVictories} victories or more).`,
  unknown_ability: (i) => `${quoted(i.received)} is not a Primary Ability.`,
  secondary_ability_name_empty: () => 'A Secondary Ability needs a name.',
  secondary_ability_is_primary: (i) => `${quoted(i.received)} is already a Primary Ability; use that one.`,
  not_enough_exp: (i) => `That costs ${i.received} Exp but only ${i.expected} is available.`,
  at_maximum: (i) => `That is already at ${i.max}, the highest rating.`,
  rating_out_of_range: (i) => `A rating of ${quoted(i.received)} cannot be raised: ratings start at ${i.min}.`,
  wrong_limit_count: () => `A Contractor has exactly ${LIMIT_COUNT} Limits.`,
  unknown_limit: (i) => `${quoted(i.received)} is not a Limit in the list; write it as a custom Limit instead.`,
  custom_limit_too_short: (i) => `A custom Limit needs at least ${i.min} characters.`,
  custom_limit_too_long: (i) => `A custom Limit may have at most ${i.max} characters.`,
  duplicate_limit: () => 'The same Limit is chosen twice.',
  unknown_asset: (i) => `${quoted(i.received)} is not an Asset in the catalog.`,
  duplicate_asset: (i) => `The Asset ${quoted(i.received)} is taken twice.`,
  unknown_liability: (i) => `${quoted(i.received)} is not a Liability in the catalog.`,
  duplicate_liability: (i) => `The Liability ${quoted(i.received)} is taken twice.`,
  incompatible_picks: (i) =>
    `${i.received ?? 'One pick'} and ${i.expected ?? 'another'} cannot both be taken: they contradict or repeat each other. Keep one.`,
  gift_credit_cap_exceeded: (i) => `More Improvements (${i.received}) than the cap allows (${i.max}).`,
  replenishment_condition_empty: () => 'A replenishment condition needs some words.',
  too_many_replenishment_conditions: (i) => `At this Status a Source has at most ${i.max} replenishment conditions.`,
  exertion_not_allowed: (i) =>
    `Exertion cannot be used for ${i.received === 'initiative' ? 'Initiative' : `${i.received ?? 'this'} rolls`}.`,
  already_exerted_this_round: () => 'The Contractor already exerted this Round.',
  nothing_to_reduce: () => 'There is no damage for the Will to Survive to reduce.',
  reduction_out_of_range: (i) => `The Will to Survive can take off ${i.min}–${i.max} here, not ${i.received}.`,
  will_to_survive_already_used: () => 'The Will to Survive has already been used.',
  will_to_survive_not_against_falling: () => 'The Will to Survive does not help against a fall.',
  empty_expression: () => 'The roll is empty: type a number of dice such as 5, or traits such as dex+athletics.',
  expected_pool: (i) => `Expected ${i.expected ?? 'a number of dice or a trait'}, found ${quoted(i.received)}.`,
  pool_out_of_range: (i) => `A roll has ${i.min}–${i.max} dice, not ${i.received ?? 'that many'}.`,
  expected_difficulty: (i) => `Expected ${i.expected ?? 'a Difficulty after @'}, found ${quoted(i.received)}.`,
  difficulty_out_of_range: (i) => `Difficulty ${i.received ?? ''} is out of range (${i.min}–${i.max}).`,
  duplicate_difficulty: () => 'The roll names its Difficulty twice; keep one @.',
  expected_modifier: (i) => `Expected ${i.expected ?? 'a dice modifier such as +2'}, found ${quoted(i.received)}.`,
  expected_ability: (i) => `Expected ${i.expected ?? 'an Ability after the +'}, found ${quoted(i.received)}.`,
  unexpected_ability: (i) => `${quoted(i.received)} does not belong there; expected ${i.expected ?? 'no Ability'}.`,
  attribute_as_ability: (i) => `${quoted(i.received)} is an Attribute; expected ${i.expected ?? 'an Ability'}.`,
  ambiguous_ability: (i) => `${quoted(i.received)} fits more than one Ability (${i.expected ?? 'several'}).`,
  unknown_attribute: (i) =>
    `${quoted(i.received)} is not an Attribute (brawn, dexterity, perception, charisma, intellect).`,
  modifier_out_of_range: (i) => `The dice modifier ${i.received ?? ''} is out of range (${i.min}–${i.max}).`,
  exert_not_allowed: () => 'Initiative rolls cannot be exerted.',
  traits_required: () => 'A roll by traits needs a Contractor to read them from.',
  implied_without_secondary: () =>
    '“implied” only goes with a Secondary Ability (for example dex+knives implied): it adds 1 to the Difficulty.',
  body_required: () => 'A Body roll needs the Contractor’s Body rating.',
  mind_required: () => 'A Mind roll needs the Contractor’s Mind rating.',
  wrong_ledger_amount: (i) => `The rules pay or charge ${i.expected} here, not ${i.received}.`,
  wrong_ledger_resource: (i) => `An entry of this kind moves ${i.expected}, not ${i.received?.replaceAll('_', ' ')}.`,
  unknown_ledger_kind: (i) => `${quoted(i.received)} is not a kind of ledger entry this server knows.`,
  unvouched_adjustment: () =>
    'A manual adjustment can only be taken on the word of a server this one trusts, and no trusted server signed it.',
  unreadable_ledger_cause: (i) => `This ${i.received?.replaceAll('_', ' ') ?? ''} entry does not say what it bought.`,
  raise_out_of_step: (i) =>
    i.expected === undefined
      ? `A raise from ${i.received} is not one the rules sell.`
      : `A raise starts from ${i.received}, but the ledger had the rating at ${i.expected} then.`,
  refund_out_of_step: (i) =>
    i.expected === undefined
      ? `A refund gives back a purchase the ledger had already given back, or one the rules never sold (${i.received}).`
      : `A refund takes a rating back from ${i.received}, but the ledger had it at ${i.expected} then.`,
  spend_not_found: () => 'That ledger entry is not one of this Contractor’s purchases.',
  not_refundable: () =>
    'Only raises, therapy, Assets bought and Liabilities bought off can be undone; this entry is not one of them.',
  already_refunded: () => 'That purchase has already been undone.',
  contract_started_since: () =>
    'A Contract has started since this purchase, so it is part of the Contractor’s story now and cannot be undone.',
  later_purchase_depends: () =>
    'Something bought later builds on this purchase: undo the newest purchase of the same thing first.',
  starting_exp_not_once: (i) => `A Contractor starts with its Exp exactly once; this ledger does ${i.received} times.`,
  repeated_creation_entry: (i) => `The ${i.received?.replaceAll('_', ' ') ?? ''} entry of creation comes twice.`,
  rating_not_in_ledger: (i) =>
    i.expected === undefined
      ? `${i.received} is more than the ledger paid for (at most ${i.max}).`
      : `The sheet says ${i.received}, but the ledger bought ${i.expected}.`,
  victories_not_in_ledger: (i) => `The sheet claims ${i.received} victories, but the ledger paid for ${i.expected}.`,
  unknown_injury_ref: (i) =>
    `A Battle Scar has an unknown injury ref, ${quoted(i.received)}: no Injury in the passport has it.`,
};

/** Puts one rules issue about a sheet into words for a player. */
export function describeIssue(issue: SheetIssue): string {
  return byCode[issue.code](issue);
}

/** A field path the way forms name fields: `limits.2.custom`. */
export function fieldOf(issue: Pick<Issue, 'path'>, prefix: readonly (string | number)[] = []): string {
  return [...prefix, ...issue.path].map(String).join('.');
}

/**
 * Turns the issues rules returned into one refusal (422 by default) listing every problem; the first names the
 * field and gives the message.
 */
export function rulesRefusal(
  issues: readonly SheetIssue[],
  options: { code?: string; status?: PlatformError['status']; prefix?: readonly (string | number)[] } = {},
): PlatformError {
  const list = issues.map((issue) => ({ field: fieldOf(issue, options.prefix), message: describeIssue(issue) }));
  const first = list[0];
  return {
    code: options.code ?? 'validation_failed',
    status: options.status ?? 422,
    message: first?.message ?? 'The input breaks a rule.',
    ...(first && first.field !== '' ? { field: first.field } : {}),
    issues: list,
  };
}
