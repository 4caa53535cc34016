import { SIXTH_RANK_STATUS, STATUSES } from '@harbinger/rules';

const SIXTH_RANK = STATUSES[SIXTH_RANK_STATUS];
import type { DiceIssueCode, Issue, NotationIssueCode, TraitIssueCode } from '@harbinger/rules';

/** The codes the command line meets: typed rolls, thrown dice and a sheet file's ratings. */
export type CliIssueCode = NotationIssueCode | DiceIssueCode | TraitIssueCode;

type Describe = (issue: Issue) => string;

const quoted = (text: string | undefined) => (text === undefined || text === '' ? 'nothing' : `"${text}"`);
const range = (issue: Issue) =>
  issue.min !== undefined && issue.max !== undefined ? ` (${issue.min}–${issue.max})` : '';

// Codes come from packages/rules; the words are made here, at the edge, one for every code the CLI can meet.
const byCode: Record<CliIssueCode, Describe> = {
  empty_expression: () => 'the roll is empty: type a number of dice such as `5`, or traits such as `dex+athletics`',
  expected_pool: (i) => `expected ${i.expected ?? 'a number of dice or a trait'}, found ${quoted(i.received)}`,
  pool_out_of_range: (i) => `a roll has ${String(i.min)}–${String(i.max)} dice, not ${i.received ?? 'that many'}`,
  expected_difficulty: (i) => `expected ${i.expected ?? 'a Difficulty after @'}, found ${quoted(i.received)}`,
  difficulty_out_of_range: (i) => `Difficulty ${i.received ?? ''} is out of range${range(i)}`,
  unknown_attribute: (i) =>
    `${quoted(i.received)} is not an Attribute (brawn, dexterity, perception, charisma, intellect)`,
  unknown_ability: (i) => `${quoted(i.received)} is not a Primary Ability nor a Secondary Ability on this sheet`,
  modifier_out_of_range: (i) => `dice modifier ${i.received ?? ''} is out of range${range(i)}`,
  traits_required: () => 'a roll by traits needs a Contractor: pass --sheet <file.json>',
  implied_without_secondary: () => '"implied" only goes with a Secondary Ability (for example dex+knives implied)',
  exert_not_allowed: () => 'exertion cannot be used on this roll (initiative, trauma and passive rolls)',
  dice_count_mismatch: (i) => `this roll throws ${i.expected} dice, but ${i.received} were given with --dice`,
  invalid_face: (i) => `${quoted(i.received)} is not a d10 face (0–10, where 0 counts as 10)`,
  expected_ability: (i) => `expected ${i.expected ?? 'an Ability after the +'}, found ${quoted(i.received)}`,
  expected_modifier: (i) => `expected ${i.expected ?? 'a dice modifier such as +2'}, found ${quoted(i.received)}`,
  unexpected_ability: (i) => `${quoted(i.received)} does not belong there; expected ${i.expected ?? 'no Ability'}`,
  attribute_as_ability: (i) => `${quoted(i.received)} is an Attribute; expected ${i.expected ?? 'an Ability'}`,
  ambiguous_ability: (i) => `${quoted(i.received)} fits more than one Ability (${i.expected ?? 'several'})`,
  duplicate_difficulty: () => 'the roll names its Difficulty twice; keep one `@`',
  body_required: () => 'a Body roll needs a Contractor: pass --sheet <file.json>',
  mind_required: () => 'a Mind roll needs a Contractor: pass --sheet <file.json>',
  attribute_out_of_range: (i) => `Attributes are rated${range(i)}, not ${i.received ?? 'that'}`,
  ability_out_of_range: (i) => `Abilities are rated${range(i)}, not ${i.received ?? 'that'}`,
  sixth_rank_requires_seasoned: () =>
    `a 6th rank needs ${SIXTH_RANK.name} status (${SIXTH_RANK.minVictories}+ victories)`,
  secondary_ability_name_empty: () => 'a Secondary Ability needs a name',
  secondary_ability_is_primary: (i) => `${quoted(i.received)} is already a Primary Ability; rate it there`,
  not_enough_exp: (i) => `the ratings cost ${i.received ?? 'more'} Exp, but only ${i.expected ?? 'less'} is available`,
};

/** Puts one rules issue into words for a player. */
export function describeIssue(issue: Issue<CliIssueCode>): string {
  return byCode[issue.code](issue);
}

/** Shows the input with a caret under the position a parser complained about. */
export function pointAt(text: string, position: number): string {
  return `  ${text}\n  ${' '.repeat(Math.max(0, Math.min(position, text.length)))}^`;
}
