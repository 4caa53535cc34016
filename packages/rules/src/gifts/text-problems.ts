import { styles } from './styles.js';

/** What can make a System Text read as something other than one coherent text. */
export type SystemTextProblemCode =
  /** A sentence scoped to another Activation Style ("Activated, it lasts ten minutes." on a Passive Gift). */
  | 'other_style_sentence'
  /** A style named inside a sentence: "(you, unless Targeted)", "with Activated, only yourself". */
  | 'style_aside'
  /** A Passive or Functional Gift speaks of activating it. */
  | 'activation_without_activation'
  /** A Targeted or Trap Gift says it works only on yourself. */
  | 'self_only_on_other'
  /** The same sentence twice. */
  | 'duplicate_sentence'
  /** A `{marker}` or style choice was left unfilled. */
  | 'unfilled_marker'
  /** Leftovers of a dropped or empty piece: doubled spaces, a space before punctuation, "()", an empty line. */
  | 'broken_spacing';

/** One problem and the sentence it was found in. */
export interface SystemTextProblem {
  code: SystemTextProblemCode;
  sentence: string;
}

const STYLE_NAMES = Object.values(styles).map((s) => s.name);
const PASSIVE_STYLES = new Set(['passive', 'functional']);
const OTHER_TARGET_STYLES = new Set(['targeted', 'trap']);
const ACTIVATION_WORD = /\bactivat(?:e|es|ed|ing|ion|ions)\b/i;
const SELF_ONLY = /\bonly (?:on |to |for )?yourself\b|\byourself only\b|\bworks on you\b/i;
const BROKEN_SPACING = /\S {2,}\S|\s[.,;:]|\(\s*\)|^\s|\s$/;

/** The sentences of a System Text, line by line ("Enhancement: Swift." is a sentence of its own). */
export function systemTextSentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z[“"(])/))
    .filter((sentence) => sentence.trim() !== '');
}

function styleAside(sentence: string, ownName: string | undefined): boolean {
  for (const name of STYLE_NAMES) {
    for (const m of sentence.matchAll(new RegExp(`\\b${name}\\b`, 'g'))) {
      const opensSentence = m.index === 0 && sentence.startsWith(`${name},`);
      if (!opensSentence) return true;
      if (name !== ownName) return true;
    }
  }
  return false;
}

/**
 * The ways a Gift's System Text fails to read as one coherent text for its Activation Style: another style's
 * sentence or a style named mid-sentence, activation on a Passive or Functional Gift, "only yourself" on a Targeted or
 * Trap Gift, a repeated sentence, an unfilled marker, or spacing left broken. Empty when the text is sound. Shared by
 * the catalog's property test and the balance report.
 * @example
 * systemTextProblems('Activating it is quick.', { styleId: 'passive' })[0]?.code === 'activation_without_activation'
 */
export function systemTextProblems(text: string, spec: { styleId: string }): SystemTextProblem[] {
  const problems: SystemTextProblem[] = [];
  const ownName = Object.hasOwn(styles, spec.styleId) ? styles[spec.styleId as keyof typeof styles].name : undefined;
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || BROKEN_SPACING.test(line)) problems.push({ code: 'broken_spacing', sentence: line });
  }
  for (const sentence of systemTextSentences(text)) {
    const add = (code: SystemTextProblemCode) => problems.push({ code, sentence });
    const opener = STYLE_NAMES.find((name) => sentence.startsWith(`${name},`));
    if (opener && opener !== ownName) add('other_style_sentence');
    else if (styleAside(sentence, ownName)) add('style_aside');
    if (PASSIVE_STYLES.has(spec.styleId) && ACTIVATION_WORD.test(sentence)) add('activation_without_activation');
    if (OTHER_TARGET_STYLES.has(spec.styleId) && SELF_ONLY.test(sentence)) add('self_only_on_other');
    if (/\{[^}]*\}/.test(sentence)) add('unfilled_marker');
    const key = sentence.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key)) add('duplicate_sentence');
    seen.add(key);
  }
  return problems;
}
