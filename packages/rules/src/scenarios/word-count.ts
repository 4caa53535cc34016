import { SCENARIO_SECTIONS, type ScenarioSection } from './constants.js';

// A word is a run of letters or digits, with inner apostrophes and hyphens kept ("GM's", "half-dead").
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
// Markdown that is not prose: link targets, image addresses and the markup characters themselves.
const LINK_TARGET = /\]\([^)]*\)/gu;

/**
 * Counts the words of a markdown text as a reader sees them: markup and link addresses do not count.
 * @example countWords('## The *brass* key — [map](https://example.org/a-b)') // 4
 */
export function countWords(markdown: string): number {
  return markdown.replace(LINK_TARGET, ']').match(WORD)?.length ?? 0;
}

/**
 * The words of a Scenario's write-up: its five sections together (the summary and objective do not count).
 * @example scenarioWordCount({ overview: 'one two', mission: 'three' }) // 3
 */
export function scenarioWordCount(sections: Partial<Record<ScenarioSection, string>>): number {
  return SCENARIO_SECTIONS.reduce((sum, section) => sum + countWords(sections[section] ?? ''), 0);
}
