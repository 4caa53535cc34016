import { HANDOUT_KINDS, LOOSE_END_CUTOFF, STATUS_IDS, THREAT_LEVELS } from '@harbinger/rules';
import { z } from 'zod';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);

/** How many players a Scenario may ask for at most; a table larger than this is not a Contract any more. */
export const SCENARIO_MAX_PLAYERS = 20;
/** Tags a Scenario may carry, and how long one may be. */
export const SCENARIO_TAG_LIMITS = { count: 12, length: 30 } as const;
/** Handouts one Scenario may hold. */
export const SCENARIO_HANDOUT_LIMIT = 40;
/** Characters one write-up section may hold (the whole request stays under the body limit). */
export const SCENARIO_SECTION_LIMIT = 60_000;

/** A Scenario's suggested Status: one the rules know, or `any`. */
export const SUGGESTED_STATUSES = ['any', ...STATUS_IDS] as const;

/** Tags as typed: trimmed, lower-case, inner spaces collapsed, blanks and repeats dropped, order kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase().replace(/\s+/gu, ' ');
    if (tag !== '' && !out.includes(tag)) out.push(tag);
  }
  return out;
}

const tags = z
  .array(z.string().max(200))
  .max(100)
  .transform(normalizeTags)
  .pipe(
    z
      .array(
        z.string().max(SCENARIO_TAG_LIMITS.length, `a tag may have at most ${SCENARIO_TAG_LIMITS.length} characters`),
      )
      .max(SCENARIO_TAG_LIMITS.count, `at most ${SCENARIO_TAG_LIMITS.count} different tags`),
  );

const section = z.string().max(SCENARIO_SECTION_LIMIT);

/**
 * One handout as written in the editor. `id` is the id of a handout the Scenario already holds (kept across the
 * edit); leave it out for a new one. Threat, level, Cutoff and how to tie it up belong to Loose Ends only.
 */
export const handoutInputSchema = z
  .strictObject({
    id: z.string().max(64).optional(),
    kind: z.enum(HANDOUT_KINDS),
    name: z.string().trim().min(1, 'needs a name').max(120),
    description: z.string().trim().max(4000).default(''),
    threat: z.string().trim().max(2000).optional(),
    threatLevel: z.enum(THREAT_LEVELS).optional(),
    cutoff: whole(LOOSE_END_CUTOFF.min, LOOSE_END_CUTOFF.max).optional(),
    tieUp: z.string().trim().max(2000).optional(),
  })
  .superRefine((h, ctx) => {
    if (h.kind !== 'loose_end') return;
    if (h.threatLevel === undefined)
      ctx.addIssue({ code: 'custom', path: ['threatLevel'], message: 'a Loose End needs a threat level' });
    if (h.cutoff === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['cutoff'],
        message: `a Loose End needs a Cutoff from ${LOOSE_END_CUTOFF.min} to ${LOOSE_END_CUTOFF.max}`,
      });
  });
export type HandoutInput = z.input<typeof handoutInputSchema>;

const fieldShape = {
  title: z.string().trim().min(1, 'needs a title').max(120),
  /** What anyone may read before deciding to play: keep it free of spoilers. */
  summary: z.string().trim().max(1000).default(''),
  objective: z.string().trim().max(500).default(''),
  minPlayers: whole(1, SCENARIO_MAX_PLAYERS).default(2),
  maxPlayers: whole(1, SCENARIO_MAX_PLAYERS).default(5),
  suggestedStatus: z.enum(SUGGESTED_STATUSES).default('any'),
  /** Only one Contractor can win. */
  highlander: z.boolean().default(false),
  /** The Contractors' goals oppose each other. */
  rivalry: z.boolean().default(false),
  /** The GM needs a Ringer at the table. */
  needsRinger: z.boolean().default(false),
  tags: tags.default([]),
  overview: section.default(''),
  backstory: section.default(''),
  introduction: section.default(''),
  mission: section.default(''),
  aftermath: section.default(''),
  handouts: z.array(handoutInputSchema).max(SCENARIO_HANDOUT_LIMIT).default([]),
};
const playerRange = {
  check: (s: { minPlayers: number; maxPlayers: number }) => s.minPlayers <= s.maxPlayers,
  problem: { path: ['maxPlayers'], message: 'must be at least the fewest players' },
};

/** Every field of a Scenario a writer types; only the title is required. */
export const scenarioFieldsSchema = z.strictObject(fieldShape).refine(playerRange.check, playerRange.problem);
export type ScenarioFieldsInput = z.input<typeof scenarioFieldsSchema>;
export type ScenarioFields = z.output<typeof scenarioFieldsSchema>;

/** A Scenario to create. */
export const scenarioCreateSchema = scenarioFieldsSchema;

/** A new revision: every field again, the `version` the editor read, and an optional note on what changed. */
export const scenarioReviseSchema = z
  .strictObject({
    ...fieldShape,
    version: whole(1, Number.MAX_SAFE_INTEGER),
    note: z.string().trim().max(200).default(''),
  })
  .refine(playerRange.check, playerRange.problem);
export type ScenarioReviseInput = z.input<typeof scenarioReviseSchema>;

/** Puts an earlier revision back as a new one. */
export const scenarioRevertSchema = z.strictObject({
  revision: whole(1, Number.MAX_SAFE_INTEGER),
  version: whole(1, Number.MAX_SAFE_INTEGER),
});
export type ScenarioRevertInput = z.input<typeof scenarioRevertSchema>;
