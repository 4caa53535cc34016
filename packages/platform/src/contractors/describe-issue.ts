import type { Issue } from '@harbinger/rules';
import type { PlatformError } from '../errors.js';

type Describe = (issue: Issue) => string;

const quoted = (text: string | undefined) => (text === undefined || text === '' ? 'nothing' : `“${text}”`);

// Codes come from @harbinger/rules; the words a player reads are made here, at the edge.
const byCode: Record<string, Describe> = {
  attribute_out_of_range: (i) => `Attributes are rated ${i.min}–${i.max}, not ${i.received}.`,
  ability_out_of_range: (i) => `Abilities are rated ${i.min}–${i.max}, not ${i.received}.`,
  sixth_rank_requires_seasoned: () => 'A sixth rank needs Seasoned status (10 victories or more).',
  unknown_ability: (i) => `${quoted(i.received)} is not a Primary Ability.`,
  secondary_ability_name_empty: () => 'A Secondary Ability needs a name.',
  secondary_ability_is_primary: (i) => `${quoted(i.received)} is already a Primary Ability; use that one.`,
  not_enough_exp: (i) => `That costs ${i.received} Exp but only ${i.expected} is available.`,
  wrong_limit_count: () => 'A Contractor has exactly 3 Limits.',
  unknown_limit: (i) => `${quoted(i.received)} is not a Limit in the list; write it as a custom Limit instead.`,
  custom_limit_too_short: (i) => `A custom Limit needs at least ${i.min} characters.`,
  custom_limit_too_long: (i) => `A custom Limit may have at most ${i.max} characters.`,
  duplicate_limit: () => 'The same Limit is chosen twice.',
  unknown_asset: (i) => `${quoted(i.received)} is not an Asset in the catalog.`,
  duplicate_asset: (i) => `The Asset ${quoted(i.received)} is taken twice.`,
  unknown_liability: (i) => `${quoted(i.received)} is not a Liability in the catalog.`,
  duplicate_liability: (i) => `The Liability ${quoted(i.received)} is taken twice.`,
  exertion_not_allowed: (i) => `Exertion cannot be used for ${i.received === 'initiative' ? 'Initiative' : `${i.received ?? 'this'} rolls`}.`,
  already_exerted_this_round: () => 'The Contractor already exerted this Round.',
  empty_expression: () => 'The roll is empty: type a number of dice such as 5, or traits such as dex+athletics.',
  expected_pool: (i) => `Expected ${i.expected ?? 'a number of dice or a trait'}, found ${quoted(i.received)}.`,
  pool_out_of_range: (i) => `A roll has 1–49 dice, not ${i.received ?? 'that many'}.`,
  expected_difficulty: (i) => `Expected ${i.expected ?? 'a Difficulty after @'}, found ${quoted(i.received)}.`,
  difficulty_out_of_range: (i) => `Difficulty ${i.received ?? ''} is out of range (${i.min}–${i.max}).`,
  unknown_attribute: (i) => `${quoted(i.received)} is not an Attribute (brawn, dexterity, perception, charisma, intellect).`,
  modifier_out_of_range: (i) => `The dice modifier ${i.received ?? ''} is out of range (${i.min}–${i.max}).`,
  exert_not_allowed: () => 'Initiative rolls cannot be exerted.',
  gift_credit_cap_exceeded: (i) => `More Improvements (${i.received}) than the cap allows (${i.max}).`,
};

/** Puts one rules issue into words for a player. */
export function describeIssue(issue: Issue): string {
  const describe = byCode[issue.code];
  if (describe) return describe(issue);
  return `${issue.code.replaceAll('_', ' ')}${issue.received === undefined ? '' : ` (${issue.received})`}.`;
}

/** A field path the way forms name fields: `limits.2.custom`. */
export function fieldOf(issue: Issue, prefix: readonly (string | number)[] = []): string {
  return [...prefix, ...issue.path].map(String).join('.');
}

/**
 * Turns the issues rules returned into one refusal (422 by default) listing every problem; the first names the
 * field and gives the message.
 */
export function rulesRefusal(issues: readonly Issue[], options: { code?: string; status?: PlatformError['status']; prefix?: readonly (string | number)[] } = {}): PlatformError {
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
