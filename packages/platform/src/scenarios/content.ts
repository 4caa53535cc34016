import type { ScenarioSection } from '@harbinger/rules';
import type { scenarios, StoredHandout } from '../db/schema-scenarios.js';
import type { ScenarioFields } from './schemas.js';
import { newId } from '../db/ids.js';

/** Everything a revision stores: every field a writer edits, the handouts with their ids. */
export type ScenarioContent = Omit<ScenarioFields, 'handouts' | 'suggestedStatus'> & {
  suggestedStatus: string;
  handouts: StoredHandout[];
};

type ScenarioRow = typeof scenarios.$inferSelect;

/** The content of a stored Scenario, as a revision keeps it. */
export function contentOf(row: ScenarioRow): ScenarioContent {
  return {
    title: row.title,
    summary: row.summary,
    objective: row.objective,
    minPlayers: row.minPlayers,
    maxPlayers: row.maxPlayers,
    suggestedStatus: row.suggestedStatus,
    highlander: row.highlander,
    rivalry: row.rivalry,
    needsRinger: row.needsRinger,
    tags: [...row.tags],
    overview: row.overview,
    backstory: row.backstory,
    introduction: row.introduction,
    mission: row.mission,
    aftermath: row.aftermath,
    handouts: row.handouts.map((h) => ({ ...h })),
  };
}

/**
 * The handouts to store after an edit: a handout whose `id` the Scenario already holds keeps it; any other gets a
 * fresh id (a client cannot choose ids). Loose End fields are kept for Loose Ends only.
 */
export function storedHandouts(
  input: ScenarioFields['handouts'],
  existing: readonly StoredHandout[] = [],
): StoredHandout[] {
  const known = new Set(existing.map((h) => h.id));
  const used = new Set<string>();
  return input.map((h) => {
    const id = h.id !== undefined && known.has(h.id) && !used.has(h.id) ? h.id : newId();
    used.add(id);
    const base = { id, kind: h.kind, name: h.name, description: h.description };
    return h.kind === 'loose_end'
      ? { ...base, threat: h.threat ?? '', threatLevel: h.threatLevel!, cutoff: h.cutoff!, tieUp: h.tieUp ?? '' }
      : base;
  });
}

/** Reads a revision's stored content, filling anything an older or partial record lacks with the defaults. */
export function readContent(stored: Record<string, unknown>): ScenarioContent {
  const text = (key: string) => (typeof stored[key] === 'string' ? stored[key] : '');
  const flag = (key: string) => stored[key] === true;
  const count = (key: string, fallback: number) => (typeof stored[key] === 'number' ? stored[key] : fallback);
  return {
    title: text('title'),
    summary: text('summary'),
    objective: text('objective'),
    minPlayers: count('minPlayers', 2),
    maxPlayers: count('maxPlayers', 5),
    suggestedStatus: text('suggestedStatus') || 'any',
    highlander: flag('highlander'),
    rivalry: flag('rivalry'),
    needsRinger: flag('needsRinger'),
    tags: Array.isArray(stored.tags) ? stored.tags.filter((t): t is string => typeof t === 'string') : [],
    overview: text('overview'),
    backstory: text('backstory'),
    introduction: text('introduction'),
    mission: text('mission'),
    aftermath: text('aftermath'),
    handouts: Array.isArray(stored.handouts) ? (stored.handouts as StoredHandout[]) : [],
  };
}

/** The five write-up sections of a content, keyed by section. */
export function sectionsOf(content: ScenarioContent): Record<ScenarioSection, string> {
  const { overview, backstory, introduction, mission, aftermath } = content;
  return { overview, backstory, introduction, mission, aftermath };
}
