// Pure on purpose: the builder page imports this file in the browser too, so it imports nothing but small rules
// tables; the catalog comes in as an argument (the browser gets it as page data, not in its JavaScript).
import {
  STATUSES,
  type GiftCatalog,
  type GiftIssue,
  type GiftIssueCode,
  type GiftSpec,
  type StatusId,
} from '@harbinger/rules';
import { withArticle } from '../text.js';

/** What the words may draw on besides the issue: the catalog (for names) and the spec (for chosen levels). */
export interface IssueContext {
  catalog: GiftCatalog;
  spec?: Pick<GiftSpec, 'effectId' | 'parameters'>;
}

const own = <T>(record: Readonly<Record<string, T>>, id: string | undefined): T | undefined =>
  id !== undefined && Object.hasOwn(record, id) ? record[id] : undefined;

/** A Status in words, with the victories it takes: "Veteran (25 or more victories)". */
export function statusWords(id: string | undefined): string {
  const status = own(STATUSES, id);
  if (!status) return String(id);
  return status.minVictories === 0 ? status.name : `${status.name} (${status.minVictories} or more victories)`;
}

const article = withArticle;

/** The catalog name of the component an issue names ("effect:intangibility" → "the Intangibility Effect"). */
export function componentWords(key: string | undefined, context: IssueContext): string {
  if (!key) return 'This choice';
  const catalog = context.catalog;
  const [kind = '', rest = ''] = splitOnce(key, ':');
  const [owner = '', part = ''] = splitOnce(rest, '/');
  const effect = own(catalog.effects, owner);
  switch (kind) {
    case 'type':
      return `the ${own(catalog.types, rest)?.name ?? rest} type`;
    case 'style':
      return `the ${own(catalog.styles, rest)?.name ?? rest} style`;
    case 'effect':
      return `the ${own(catalog.effects, rest)?.name ?? rest} Effect`;
    case 'enhancement':
      return `the Enhancement ${own(effect?.enhancements ?? {}, part)?.name ?? part}`;
    case 'drawback':
      return `the Drawback ${own(effect?.drawbacks ?? {}, part)?.name ?? part}`;
    case 'parameter': {
      const parameter = own(effect?.parameters ?? {}, part);
      const levelId = context.spec?.effectId === owner ? own(context.spec.parameters, part) : undefined;
      const level = parameter?.levels.find((l) => l.id === levelId);
      return `${parameter?.name ?? part}${level ? ` at “${level.label}”` : ''}`;
    }
    default:
      return key;
  }
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** The name of another pick of the same Effect as `component` (an Enhancement or a Drawback). */
function pickName(catalog: GiftCatalog, component: string | undefined, id: string | undefined): string {
  const owner = splitOnce(splitOnce(component ?? '', ':')[1] ?? '', '/')[0];
  const effect = own(catalog.effects, owner);
  const pick = own(effect?.enhancements ?? {}, id) ?? own(effect?.drawbacks ?? {}, id);
  return pick ? pick.name : `“${String(id)}”`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const names = (ids: string | undefined, table: Readonly<Record<string, { name: string }>>) =>
  (ids ?? '')
    .split('|')
    .filter(Boolean)
    .map((id) => own(table, id)?.name ?? id)
    .join(' or ');

type Words = (issue: GiftIssue, context: IssueContext, catalog: GiftCatalog) => string;

// Every Gift code needs words: the type checker refuses a map that misses one.
const byCode: Record<GiftIssueCode, Words> = {
  status_too_low: (i, c) =>
    `${capital(componentWords(i.component, c))} needs ${statusWords(i.expected)} status; this Contractor is ${article(STATUSES[i.received as StatusId]?.name ?? String(i.received))}.`,
  not_enough_gift_credits: (i) =>
    i.expected === 'gift_credit'
      ? 'A new Gift needs at least one Gift Credit (Improvements only improve Gifts already held), and this Contractor has none.'
      : `Paying for this takes ${String(i.min)} Gift Credits or Improvements, but the Contractor has only ${String(i.received)} in all.`,
  cost_below_minimum: (i) =>
    `The terms add up to a Gift Cost of ${String(i.received)}, but no Gift costs less than 1: drop a Drawback or raise a Parameter.`,
  unknown_gift_type: (i) => (i.received ? `“${i.received}” is not a Gift Type.` : 'Choose a Gift Type.'),
  unknown_style: (i) => (i.received ? `“${i.received}” is not an Activation Style.` : 'Choose an Activation Style.'),
  unknown_effect: (i) => (i.received ? `“${i.received}” is not an Effect in the catalog.` : 'Choose an Effect.'),
  style_not_allowed_for_type: (i, c, cat) =>
    `${capital(componentWords(i.component, c))} cannot use the ${own(cat.styles, i.received)?.name ?? i.received} style.`,
  effect_not_allowed_for_type: (i, c, cat) =>
    `The ${own(cat.effects, i.received)?.name ?? i.received} Effect is not available as ${componentWords(i.component, c)}.`,
  style_not_allowed: (i, c, cat) =>
    `${capital(componentWords(i.component, c))} cannot use the ${own(cat.styles, i.received)?.name ?? i.received} style.`,
  unknown_parameter: (i) => `This Effect has no Parameter “${i.received}”.`,
  unknown_parameter_level: (i, c) => `“${i.received}” is not a level of ${componentWords(i.component, c)}.`,
  unknown_enhancement: (i) => `This Effect has no Enhancement “${i.received}”.`,
  unknown_drawback: (i) => `This Effect has no Drawback “${i.received}”.`,
  duplicate_enhancement: (i, c) => `${capital(componentWords(i.component, c))} is picked twice.`,
  duplicate_drawback: (i, c) => `${capital(componentWords(i.component, c))} is picked twice.`,
  component_not_allowed_for_style: (i, c, cat) =>
    `${capital(componentWords(i.component, c))} only works with the ${names(i.expected, cat.styles)} style.`,
  component_not_allowed_for_type: (i, c, cat) =>
    `${capital(componentWords(i.component, c))} is only for ${names(i.expected, cat.types)} Gifts.`,
  detail_required: (i, c) =>
    `${capital(componentWords(i.component, c))} needs your own words: ${String(i.expected).toLowerCase()}.`,
  detail_not_allowed: (i, c) => `${capital(componentWords(i.component, c))} takes no words of your own.`,
  conflicting_components: (i, c, cat) =>
    `${capital(componentWords(i.component, c))} cannot be taken together with ${pickName(cat, i.component, i.expected)}.`,
  roll_not_applicable: () => 'This Effect makes no roll, so no Attribute or Ability can be chosen for it.',
  unknown_attribute: (i) => `“${i.received}” is not an Attribute.`,
  attribute_not_allowed: (i) =>
    `This Effect rolls ${String(i.expected).split('|').map(capital).join(' or ')}, not ${capital(String(i.received))}.`,
  unknown_ability: (i) => `“${i.received}” is not a Primary Ability.`,
  name_required: () => 'Give the Gift a name.',
  too_many_drawbacks: (i) =>
    `More than ${String(i.max)} Drawbacks: a Gift this hampered may cost more trouble than it saves.`,
  description_missing: () => 'Describe how the Gift looks and feels when used: GMs go by the Description.',
  component_changed: (i, c) =>
    `${capital(componentWords(i.component ?? String(i.path.at(-1)), c))} has changed in the catalog since this Gift was built.`,
  invalid_type: (i) => `should be ${article(String(i.expected))}.`,
  too_long: (i) => `may have at most ${String(i.max)} characters.`,
  required: () => 'is required.',
  too_many: (i) => `may have at most ${String(i.max)} entries.`,
};

/**
 * Puts one Gift compiler (or spec shape) issue into words a player understands, naming the component from the catalog.
 * @example
 * describeGiftIssue({ code: 'status_too_low', path: ['effectId'], expected: 'veteran', received: 'newbie',
 *   component: 'effect:intangibility' }, { catalog: giftCatalog })
 */
export function describeGiftIssue(issue: GiftIssue, context: IssueContext): string {
  return byCode[issue.code](issue, context, context.catalog);
}

/** The dotted form field an issue points at ("enhancements.0.detail"). */
export function issueField(issue: Pick<GiftIssue, 'path'>, prefix = ''): string {
  const path = issue.path.map(String).join('.');
  return prefix === '' ? path : path === '' ? prefix : `${prefix}.${path}`;
}
