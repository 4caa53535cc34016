import type { Issue } from '@harbinger/rules';

type Describe = (issue: Issue) => string;

const quoted = (text: string | undefined) => (text === undefined || text === '' ? 'nothing' : `"${text}"`);
const range = (issue: Issue) =>
  issue.min !== undefined && issue.max !== undefined ? ` (${issue.min}–${issue.max})` : '';
const at = (issue: Issue) => (issue.path.length > 0 ? issue.path.join('.') : 'input');

// Codes come from packages/rules; the words are made here, at the edge.
const byCode: Record<string, Describe> = {
  empty_expression: () => 'the roll is empty: type a number of dice such as `5`, or traits such as `dex+athletics`',
  expected_pool: (i) => `expected ${i.expected ?? 'a number of dice or a trait'}, found ${quoted(i.received)}`,
  pool_out_of_range: (i) => `a roll has 1–49 dice, not ${i.received ?? 'that many'}`,
  expected_difficulty: (i) => `expected ${i.expected ?? 'a Difficulty after @'}, found ${quoted(i.received)}`,
  difficulty_out_of_range: (i) => `Difficulty ${i.received ?? ''} is out of range${range(i)}`,
  unknown_attribute: (i) => `${quoted(i.received)} is not an Attribute (brawn, dexterity, perception, charisma, intellect)`,
  unknown_ability: (i) => `${quoted(i.received)} is not a Primary Ability nor a Secondary Ability on this sheet`,
  modifier_out_of_range: (i) => `dice modifier ${i.received ?? ''} is out of range${range(i)}`,
  traits_required: () => 'a roll by traits needs a Contractor: pass --sheet <file.json>',
  exert_not_allowed: () => 'exertion cannot be used on this roll (initiative, trauma and passive rolls)',
  dice_count_mismatch: (i) => `this roll throws ${i.expected} dice, but ${i.received} were given with --dice`,
  invalid_face: (i) => `${quoted(i.received)} is not a d10 face (0–10, where 0 counts as 10)`,
};

/** Puts one rules issue into words for a player, naming the field or position it concerns. */
export function describeIssue(issue: Issue): string {
  const describe = byCode[issue.code];
  if (describe) return describe(issue);
  const detail = [
    issue.expected !== undefined ? `expected ${issue.expected}` : '',
    issue.received !== undefined ? `got ${quoted(issue.received)}` : '',
    issue.min !== undefined || issue.max !== undefined ? `allowed${range(issue) || ` ${issue.min ?? ''}–${issue.max ?? ''}`}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${at(issue)}: ${issue.code.replaceAll('_', ' ')}${detail ? ` (${detail})` : ''}`;
}

/** Shows the input with a caret under the position a parser complained about. */
export function pointAt(text: string, position: number): string {
  return `  ${text}\n  ${' '.repeat(Math.max(0, Math.min(position, text.length)))}^`;
}
