import { HANDOUT_KINDS, type HandoutKind } from '@harbinger/rules';

// The Scenario editor's form: what it posts, read back into the values the platform parses. The handouts are rows
// named `handouts.<i>.<field>`, added and removed with submit buttons, so the editor works without scripts.

/** One handout row as typed (numbers may still be text). */
export interface HandoutRow {
  id: string;
  kind: HandoutKind;
  name: string;
  description: string;
  threat: string;
  threatLevel: string;
  cutoff: string;
  tieUp: string;
}

/** Everything the editor holds, as typed. */
export interface ScenarioFormValues {
  title: string;
  summary: string;
  objective: string;
  minPlayers: string;
  maxPlayers: string;
  suggestedStatus: string;
  highlander: boolean;
  rivalry: boolean;
  needsRinger: boolean;
  tags: string;
  overview: string;
  backstory: string;
  introduction: string;
  mission: string;
  aftermath: string;
  handouts: HandoutRow[];
  note: string;
}

/** The most handout rows a form is read for. */
const MAX_ROWS = 60;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A new, empty handout row of `kind`. */
export function blankHandout(kind: HandoutKind): HandoutRow {
  return { id: '', kind, name: '', description: '', threat: '', threatLevel: '', cutoff: '', tieUp: '' };
}

/** Reads the editor's form as typed (nothing trimmed away but what the platform trims itself). */
export function scenarioFormValues(form: FormData): ScenarioFormValues {
  const handouts: HandoutRow[] = [];
  for (let i = 0; i < MAX_ROWS && form.has(`handouts.${String(i)}.kind`); i++) {
    const field = (name: string) => text(form, `handouts.${String(i)}.${name}`);
    const kind = field('kind');
    if (!(HANDOUT_KINDS as readonly string[]).includes(kind)) continue;
    handouts.push({
      id: field('id'),
      kind: kind as HandoutKind,
      name: field('name'),
      description: field('description'),
      threat: field('threat'),
      threatLevel: field('threatLevel'),
      cutoff: field('cutoff'),
      tieUp: field('tieUp'),
    });
  }
  return {
    title: text(form, 'title'),
    summary: text(form, 'summary'),
    objective: text(form, 'objective'),
    minPlayers: text(form, 'minPlayers'),
    maxPlayers: text(form, 'maxPlayers'),
    suggestedStatus: text(form, 'suggestedStatus') || 'any',
    highlander: form.has('highlander'),
    rivalry: form.has('rivalry'),
    needsRinger: form.has('needsRinger'),
    tags: text(form, 'tags'),
    overview: text(form, 'overview'),
    backstory: text(form, 'backstory'),
    introduction: text(form, 'introduction'),
    mission: text(form, 'mission'),
    aftermath: text(form, 'aftermath'),
    handouts,
    note: text(form, 'note'),
  };
}

/** A number field as the platform should see it: a number, or the text itself so its schema names the problem. */
function numberOrText(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/** The platform's input from the typed values (tags split at commas; blank numbers left to the defaults). */
export function scenarioInput(values: ScenarioFormValues): Record<string, unknown> {
  const { tags, handouts, note: _note, minPlayers, maxPlayers, ...rest } = values;
  return {
    ...rest,
    ...(numberOrText(minPlayers) === undefined ? {} : { minPlayers: numberOrText(minPlayers) }),
    ...(numberOrText(maxPlayers) === undefined ? {} : { maxPlayers: numberOrText(maxPlayers) }),
    tags: tags.split(','),
    handouts: handouts.map((h) => ({
      ...(h.id ? { id: h.id } : {}),
      kind: h.kind,
      name: h.name,
      description: h.description,
      ...(h.kind === 'loose_end'
        ? {
            threat: h.threat,
            ...(h.threatLevel ? { threatLevel: h.threatLevel } : {}),
            ...(numberOrText(h.cutoff) === undefined ? {} : { cutoff: numberOrText(h.cutoff) }),
            tieUp: h.tieUp,
          }
        : {}),
    })),
  };
}

/** What a handouts button asks for: add a row of a kind, or remove row `index`. */
export type HandoutIntent = { add: HandoutKind } | { remove: number } | null;

/** Reads the pressed handouts button (`add:trophy`, `remove:2`). */
export function handoutIntent(value: unknown): HandoutIntent {
  if (typeof value !== 'string') return null;
  const [verb, arg = ''] = value.split(':');
  if (verb === 'add' && (HANDOUT_KINDS as readonly string[]).includes(arg)) return { add: arg as HandoutKind };
  if (verb === 'remove' && /^\d{1,3}$/u.test(arg)) return { remove: Number(arg) };
  return null;
}

/** The rows after a handouts button: one added at the end, or one taken out. */
export function applyHandoutIntent(rows: readonly HandoutRow[], intent: HandoutIntent): HandoutRow[] {
  if (intent === null) return [...rows];
  if ('add' in intent) return [...rows, blankHandout(intent.add)];
  return rows.filter((_, i) => i !== intent.remove);
}

/** The typed values of a stored Scenario, to fill the editor. */
export function formValuesOf(s: {
  title: string;
  summary: string;
  objective: string;
  minPlayers: number;
  maxPlayers: number;
  suggestedStatus: string;
  highlander: boolean;
  rivalry: boolean;
  needsRinger: boolean;
  tags: readonly string[];
  writeup: { overview: string; backstory: string; introduction: string; mission: string } | null;
  aftermath: {
    text: string;
    handouts: readonly {
      id: string;
      kind: HandoutKind;
      name: string;
      description: string;
      threat: string | null;
      threatLevel: string | null;
      cutoff: number | null;
      tieUp: string | null;
    }[];
  } | null;
}): ScenarioFormValues {
  return {
    title: s.title,
    summary: s.summary,
    objective: s.objective,
    minPlayers: String(s.minPlayers),
    maxPlayers: String(s.maxPlayers),
    suggestedStatus: s.suggestedStatus,
    highlander: s.highlander,
    rivalry: s.rivalry,
    needsRinger: s.needsRinger,
    tags: s.tags.join(', '),
    overview: s.writeup?.overview ?? '',
    backstory: s.writeup?.backstory ?? '',
    introduction: s.writeup?.introduction ?? '',
    mission: s.writeup?.mission ?? '',
    aftermath: s.aftermath?.text ?? '',
    handouts: (s.aftermath?.handouts ?? []).map((h) => ({
      id: h.id,
      kind: h.kind,
      name: h.name,
      description: h.description,
      threat: h.threat ?? '',
      threatLevel: h.threatLevel ?? '',
      cutoff: h.cutoff === null ? '' : String(h.cutoff),
      tieUp: h.tieUp ?? '',
    })),
    note: '',
  };
}

/** An empty editor for a new Scenario. */
export function emptyFormValues(): ScenarioFormValues {
  return {
    title: '',
    summary: '',
    objective: '',
    minPlayers: '2',
    maxPlayers: '5',
    suggestedStatus: 'any',
    highlander: false,
    rivalry: false,
    needsRinger: false,
    tags: '',
    overview: '',
    backstory: '',
    introduction: '',
    mission: '',
    aftermath: '',
    handouts: [],
    note: '',
  };
}
