import type { TableEventView, TableRollPayload } from '@harbinger/platform';
import { formatPercent } from '../sheet/odds.js';
import { TIER_WORDS } from '../sheet/words.js';
import { clockWords } from './harm-client.js';

/** How the log names who may see an event, next to it. */
export const VISIBILITY_WORDS = {
  public: 'Everyone',
  gm: 'GM only',
  blind: 'Blind',
  self: 'Only me',
} as const satisfies Record<TableEventView['visibility'], string>;

/** The visibilities in the order the roll form offers them (the platform's list, restated for the browser). */
export const VISIBILITIES = Object.keys(VISIBILITY_WORDS) as TableEventView['visibility'][];

/** What each visibility means, for the roll form's help. */
export const VISIBILITY_HELP = {
  public: 'Everyone at the table sees the dice and the result.',
  gm: 'Only the GM (and you) see it.',
  blind: 'The GM sees the result; you only see that you rolled.',
  self: 'Only you see it.',
} as const satisfies Record<TableEventView['visibility'], string>;

/** One line of the table's log, ready to show. */
export interface LogLine {
  id: number;
  kind: TableEventView['kind'];
  /** Who or what: "Mara Quinn rolls Dodge", "Round 2". */
  title: string;
  /** The result in a few words: "Outcome 2 · Partial success". */
  result: string | null;
  /** The dice and the odds they had, for rolls. */
  detail: string | null;
  tier: TableRollPayload['tier'] | null;
  visibility: TableEventView['visibility'];
  hidden: boolean;
  createdAt: string;
}

const sentence = (payload: Record<string, unknown> | null, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = payload?.[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return null;
};

/** Kinds that only tell screens to refresh: the log does not show them. */
const QUIET_KINDS: ReadonlySet<TableEventView['kind']> = new Set(['sheet']);

/** Whether an event belongs in the log (a bare "this sheet changed" does not). */
export function shownInLog(event: TableEventView): boolean {
  return !QUIET_KINDS.has(event.kind);
}

const FALLBACK_TITLES: Record<TableEventView['kind'], string> = {
  roll: 'A roll',
  combat: 'Combat',
  attack: 'An attack',
  injury: 'An Injury',
  will_to_survive: 'Will to Survive',
  clock: 'The clock moves',
  degradation: 'An Injury worsens',
  stabilization: 'Stabilization',
  sheet: 'A sheet changed',
};

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** "Ann takes a Severity 9 Injury", with what is left of her Body and whether Will to Survive is on offer. */
function injuryWords(payload: Record<string, unknown>): Pick<LogLine, 'title' | 'result'> {
  const offer = (payload.willToSurvive as { offered?: boolean } | undefined)?.offered === true;
  return {
    title: `${String(payload.contractorName)} takes a Severity ${String(num(payload.severity))} Injury`,
    result: `Body left ${String(num(payload.bodyRemaining))}, Penalty ${String(num(payload.penalty))}${offer ? ' · Will to Survive offered' : ''}`,
  };
}

/** "The clock moves on 30 minutes, to 1:00", with the Injuries about to worsen. */
function clockMoveWords(payload: Record<string, unknown>): Pick<LogLine, 'title' | 'result'> {
  const at = clockWords(num(payload.minutes));
  const warnings = Array.isArray(payload.warnings) ? payload.warnings.length : 0;
  return {
    title: `The clock moves on ${String(num(payload.advancedBy))} minutes, to ${at}`,
    result: warnings > 0 ? `${String(warnings)} ${warnings === 1 ? 'Injury worsens' : 'Injuries worsen'} soon` : null,
  };
}

function rollLine(event: TableEventView, payload: TableRollPayload): LogLine {
  // A GM's roll names itself by its label (an NPC, or what it is for): say it is the GM's rather than repeat it.
  const title =
    payload.contractorId === null && payload.label !== null && payload.label === payload.rollerName
      ? `GM: ${payload.label}`
      : `${payload.rollerName}: ${payload.label ?? payload.expression}`;
  const tier = TIER_WORDS[payload.tier];
  const faces = payload.faces.length > 0 ? `[${payload.faces.join(', ')}]` : 'no dice';
  // Past a partial success, how rare the result was says more than the chance of succeeding at all.
  const rare = payload.tier === 'complete' || payload.tier === 'exceptional';
  const odds = `${formatPercent(payload.odds.success)} to succeed${rare ? `, ${formatPercent(payload.odds.thisTierOrBetter)} to do this well` : ''}`;
  const how = payload.entered ? ' (physical dice)' : '';
  return {
    id: event.id,
    kind: event.kind,
    title,
    result: payload.automaticFailure
      ? `Automatic failure: ${payload.automaticFailure}`
      : `Outcome ${String(payload.outcome)} · ${tier}`,
    detail: `${faces} at Difficulty ${String(payload.difficulty)}${how} · ${odds}`,
    tier: payload.tier,
    visibility: event.visibility,
    hidden: false,
    createdAt: event.createdAt,
  };
}

/**
 * Puts a table event into words for the log: a roll with its dice, result and odds; a blind roll its roller made as
 * a line without the result; anything else as the sentence its workflow wrote.
 * @example logLine(event).title // "Mara Quinn: Dodge"
 */
export function logLine(event: TableEventView): LogLine {
  const base = {
    id: event.id,
    kind: event.kind,
    visibility: event.visibility,
    hidden: event.hidden,
    createdAt: event.createdAt,
    tier: null,
    detail: null,
  };
  if (event.hidden || event.payload === null) {
    return { ...base, title: 'You rolled blind', result: 'Only the GM sees the result.' };
  }
  if (event.kind === 'roll') return rollLine(event, event.payload as unknown as TableRollPayload);
  if (event.kind === 'injury') return { ...base, ...injuryWords(event.payload) };
  if (event.kind === 'clock') return { ...base, ...clockMoveWords(event.payload) };
  return {
    ...base,
    title: sentence(event.payload, 'summary', 'change') ?? FALLBACK_TITLES[event.kind],
    result: sentence(event.payload, 'result'),
  };
}
