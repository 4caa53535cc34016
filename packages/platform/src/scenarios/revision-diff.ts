import type { StoredHandout } from '../db/schema-scenarios.js';
import type { ScenarioContent } from './content.js';
import { diffLines, diffWords, withContext, type DiffLine, type DiffPart } from './diff.js';

/** How one field changed between two revisions. */
export type FieldChange =
  | { field: TextField | 'handouts'; kind: 'lines'; lines: DiffLine[] }
  | { field: ShortField; kind: 'words'; parts: DiffPart[] }
  | { field: ValueField; kind: 'value'; before: string; after: string };

type ShortField = 'title' | 'summary' | 'objective';
type TextField = 'overview' | 'backstory' | 'introduction' | 'mission' | 'aftermath';
type ValueField = 'minPlayers' | 'maxPlayers' | 'suggestedStatus' | 'highlander' | 'rivalry' | 'needsRinger' | 'tags';

const SHORT: readonly ShortField[] = ['title', 'summary', 'objective'];
const VALUES: readonly ValueField[] = [
  'minPlayers',
  'maxPlayers',
  'suggestedStatus',
  'highlander',
  'rivalry',
  'needsRinger',
  'tags',
];
const TEXTS: readonly TextField[] = ['overview', 'backstory', 'introduction', 'mission', 'aftermath'];

const KIND_WORDS: Record<StoredHandout['kind'], string> = {
  condition: 'Condition',
  circumstance: 'Circumstance',
  trophy: 'Trophy',
  loose_end: 'Loose End',
};

/** One handout as one comparable line. */
export function handoutLine(h: StoredHandout): string {
  const head = `${KIND_WORDS[h.kind]}: ${h.name}`;
  const parts = [h.description ? `${head} — ${h.description}` : head];
  if (h.kind === 'loose_end') {
    parts.push(`${h.threatLevel ?? ''}, Cutoff ${String(h.cutoff ?? '')}`);
    if (h.threat) parts.push(`Threat: ${h.threat}`);
    if (h.tieUp) parts.push(`Tie-up: ${h.tieUp}`);
  }
  return parts.join(' · ').replace(/\s*\n\s*/gu, ' ');
}

function valueText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * Every field that differs between two contents, in the editor's order: short texts word by word, the write-up
 * and the handouts line by line (unchanged stretches folded), everything else as before and after. An empty
 * `before` (the first revision) compares against a blank Scenario.
 * @example diffContent(revision1, revision2).map((c) => c.field) // ['title', 'mission']
 */
export function diffContent(before: ScenarioContent | null, after: ScenarioContent): FieldChange[] {
  const old = before ?? blank();
  const changes: FieldChange[] = [];
  for (const field of SHORT)
    if (old[field] !== after[field]) changes.push({ field, kind: 'words', parts: diffWords(old[field], after[field]) });
  for (const field of VALUES) {
    const [from, to] = [valueText(old[field]), valueText(after[field])];
    if (from !== to) changes.push({ field, kind: 'value', before: from, after: to });
  }
  for (const field of TEXTS)
    if (old[field] !== after[field])
      changes.push({ field, kind: 'lines', lines: withContext(diffLines(old[field], after[field])) });
  const [fromHandouts, toHandouts] = [old.handouts.map(handoutLine), after.handouts.map(handoutLine)];
  if (fromHandouts.join('\n') !== toHandouts.join('\n'))
    changes.push({
      field: 'handouts',
      kind: 'lines',
      lines: withContext(diffLines(fromHandouts.join('\n'), toHandouts.join('\n'))),
    });
  return changes;
}

function blank(): ScenarioContent {
  return {
    title: '',
    summary: '',
    objective: '',
    minPlayers: 2,
    maxPlayers: 5,
    suggestedStatus: 'any',
    highlander: false,
    rivalry: false,
    needsRinger: false,
    tags: [],
    overview: '',
    backstory: '',
    introduction: '',
    mission: '',
    aftermath: '',
    handouts: [],
  };
}
