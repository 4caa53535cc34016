import { attributes, primaryAbilities, type AttributeId, type PrimaryAbilityId } from '../character/traits.js';
import type { GiftTypeConfig } from './gift-types.js';
import { styles, type StyleConfig } from './styles.js';
import type { EffectConfig, ModifierConfig, ParameterLevel } from './types.js';

/** A roll as the System Text shows it. */
export interface GiftRoll {
  attribute: AttributeId;
  ability: PrimaryAbilityId;
  difficulty: number;
}

/** Everything the System Text is assembled from, already resolved against the catalog. */
export interface SystemTextParts {
  effect: EffectConfig;
  /** Unknown or mismatched type/style are left out of the text (the compiler reports them). */
  type?: GiftTypeConfig;
  style?: StyleConfig;
  styleId: string;
  /** The chosen level of each of the Effect's Parameters. */
  levels: Readonly<Record<string, ParameterLevel>>;
  roll?: GiftRoll;
  enhancements: readonly { config: ModifierConfig; detail?: string }[];
  drawbacks: readonly { config: ModifierConfig; detail?: string }[];
}

/**
 * A roll field in words.
 * @example
 * renderRoll({ attribute: 'charisma', ability: 'influence', difficulty: 7 }) === 'Charisma + Influence at Difficulty 7'
 */
export function renderRoll(roll: GiftRoll): string {
  return `${attributes[roll.attribute].name} + ${primaryAbilities[roll.ability].name} at Difficulty ${roll.difficulty}`;
}

/**
 * Fills `{marker}`s in one pass, so words a player typed are never read as markers themselves.
 * An unknown marker is a catalog mistake and throws.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z-]+)\}/g, (_match, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`template marker {${key}} has no value`);
    return values[key]!;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A sentence that opens with a style's name and a comma ("Activated, it lasts ten minutes.") speaks only of Gifts
// of that style. Built from the style names, so a renamed or new style is covered too.
const STYLE_SENTENCE = new RegExp(
  `(^|(?<=[.!?]))\\s*(${Object.values(styles)
    .map((s) => escapeRegExp(s.name))
    .join('|')}), [^.!?]*[.!?]`,
  'g',
);

/**
 * Leaves out of an Effect's text every sentence scoped to another Activation Style, so a Passive Gift never reads
 * "Activated, it lasts ten minutes."; sentences scoped to the Gift's own style stay.
 * @example keepOwnStyleSentences('You climb walls. Activated, it lasts ten minutes.', 'passive') === 'You climb walls.'
 */
export function keepOwnStyleSentences(text: string, styleId: string): string {
  const own = Object.hasOwn(styles, styleId) ? styles[styleId as keyof typeof styles].name : undefined;
  return text
    .replace(STYLE_SENTENCE, (sentence: string, _start: string, name: string) => (name === own ? sentence : ''))
    .trimStart();
}

// `{activated,passive=you|targeted=the target}`: words chosen by the Gift's Activation Style. Each choice lists
// style ids, `=`, then the words; `*` is the choice for any style not listed. Only `{marker}`s may sit inside.
const STYLE_WORDS =
  /\{((?:[a-z*]+(?:,[a-z*]+)*=(?:[^{}|]|\{[a-z-]+\})*)(?:\|[a-z*]+(?:,[a-z*]+)*=(?:[^{}|]|\{[a-z-]+\})*)*)\}/g;

/**
 * Picks the words meant for the Gift's Activation Style out of every `{style,style=words|style=words}` choice, so
 * one template reads naturally for each style it allows (the subject of a sentence, say) without parentheticals like
 * "(you, unless Targeted)". A choice with no words for the style and no `*` leaves nothing; the catalog test checks
 * that every choice covers each style its Effect allows.
 * @example resolveStyleWords('{activated=You are|targeted=It is} hidden.', 'targeted') === 'It is hidden.'
 */
export function resolveStyleWords(text: string, styleId: string): string {
  return text.replace(STYLE_WORDS, (_match, body: string) => {
    const choices = body.split('|').map((choice) => {
      const at = choice.indexOf('=');
      return { styles: choice.slice(0, at).split(','), words: choice.slice(at + 1) };
    });
    const chosen = choices.find((c) => c.styles.includes(styleId)) ?? choices.find((c) => c.styles.includes('*'));
    return chosen?.words ?? '';
  });
}

/** The style ids each `{…=…}` choice in a text names (for the catalog test: every allowed style must be covered). */
export function styleWordChoices(text: string): string[][] {
  return [...text.matchAll(STYLE_WORDS)].map((m) =>
    m[1]!.split('|').flatMap((choice) => choice.slice(0, choice.indexOf('=')).split(',')),
  );
}

function modifierLine(
  kind: string,
  pick: { config: ModifierConfig; detail?: string },
  values: { roll: string; styleId: string },
): string {
  const detail = pick.detail?.trim() || `[${pick.config.detail?.label ?? 'detail'}]`;
  const text = resolveStyleWords(pick.config.text, values.styleId);
  return `${kind}: ${pick.config.name}. ${fillTemplate(text, { detail, roll: values.roll })}`;
}

/**
 * The System Text of a Gift: the Effect's template with its roll and Parameters filled (less the sentences meant
 * for another Activation Style, see `keepOwnStyleSentences`, and with the style's own words, see
 * `resolveStyleWords`), the activation sentence
 * (a Gift Type may replace the style's own), the type's sentence, then one line per Enhancement and Drawback.
 */
export function assembleSystemText(parts: SystemTextParts): string {
  const roll = parts.roll ? renderRoll(parts.roll) : 'the roll';
  const values: Record<string, string> = { roll };
  for (const [id, level] of Object.entries(parts.levels)) values[id] = level.label;
  const template = resolveStyleWords(keepOwnStyleSentences(parts.effect.template, parts.styleId), parts.styleId);
  const lines = [fillTemplate(template, values)];
  const activation =
    parts.type?.styleText?.[parts.styleId as keyof NonNullable<GiftTypeConfig['styleText']>] ?? parts.style?.text;
  if (activation) lines.push(activation);
  if (parts.type?.text) lines.push(parts.type.text);
  const modifierValues = { roll, styleId: parts.styleId };
  for (const pick of parts.enhancements) lines.push(modifierLine('Enhancement', pick, modifierValues));
  for (const pick of parts.drawbacks) lines.push(modifierLine('Drawback', pick, modifierValues));
  return lines.join('\n');
}
