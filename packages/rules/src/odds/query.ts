import type { RollOptions } from '../dice/pool.js';
import type { Issue } from '../result.js';
import {
  DEFAULT_ODDS_PAGE,
  DEFAULT_ODDS_ROLL,
  HEAT_MAP_POOL_RANGE,
  ODDS_DIFFICULTY_RANGE,
  ODDS_MODIFIER_RANGE,
  ODDS_POOL_RANGE,
  ODDS_VIEWS,
  SECONDARY_CHOICES,
  settingsFromRollOptions,
  type OddsPageSettings,
  type OddsRollSettings,
} from './settings.js';

// The probability page's address holds every setting, so a link shares the page and a plain GET form rebuilds it.
// Roll A's fields are bare (`pool=5&difficulty=7`), roll B's carry a `b-` prefix and count only with `compare`.

type NumberField = 'pool' | 'difficulty' | 'penalty' | 'bonus' | 'lost';
type SwitchField = 'exert' | 'rank6' | 'noAbility' | 'poolFloor1';

/** Query parameter of each roll field (before the `b-` prefix of roll B). */
export const ODDS_QUERY_KEYS = {
  pool: 'pool',
  difficulty: 'difficulty',
  penalty: 'penalty',
  bonus: 'bonus',
  lost: 'lost',
  exert: 'exert',
  rank6: 'rank6',
  noAbility: 'noability',
  secondary: 'secondary',
  poolFloor1: 'floor1',
} as const satisfies Record<keyof OddsRollSettings, string>;

/** Query parameters of the page as a whole. */
export const ODDS_PAGE_KEYS = { compare: 'compare', view: 'view', heatPools: 'heat', prefixB: 'b-' } as const;

const NUMBER_RULES: Record<NumberField, { range: { min: number; max: number }; code: Issue['code'] }> = {
  pool: { range: ODDS_POOL_RANGE, code: 'pool_out_of_range' },
  difficulty: { range: ODDS_DIFFICULTY_RANGE, code: 'difficulty_out_of_range' },
  penalty: { range: ODDS_MODIFIER_RANGE, code: 'modifier_out_of_range' },
  bonus: { range: ODDS_MODIFIER_RANGE, code: 'modifier_out_of_range' },
  lost: { range: ODDS_MODIFIER_RANGE, code: 'modifier_out_of_range' },
};
const NUMBER_FIELDS = Object.keys(NUMBER_RULES) as NumberField[];
const SWITCH_FIELDS: readonly SwitchField[] = ['exert', 'rank6', 'noAbility', 'poolFloor1'];
const YES = ['1', 'on', 'true', 'yes'];
const NO = ['0', 'off', 'false', 'no'];
const WHOLE_NUMBER = /^[+-]?\d{1,6}$/;

/** The settings an address asks for, repaired where it asked for something impossible, and what was repaired. */
export interface DecodedOddsQuery {
  settings: OddsPageSettings;
  /**
   * One issue per repaired value: `invalid_type` (not a whole number, not a known choice; the default is used) or a
   * range code with `min` and `max` (the nearest allowed value is used). `path` is `['a' | 'b', field]`, `['view']`
   * or `['heatPools']`; `received` is the text as given.
   */
  issues: Issue[];
}

/** Reads parameters, collecting issues; never throws. */
class QueryReader {
  readonly issues: Issue[] = [];
  constructor(private readonly params: URLSearchParams) {}

  /** The trimmed value of a parameter, or undefined when it is missing or blank (an empty form field). */
  text(key: string): string | undefined {
    const value = this.params.get(key)?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  whole(key: string, path: Issue['path'], rule: { range: { min: number; max: number }; code: Issue['code'] }) {
    const raw = this.text(key);
    if (raw === undefined) return undefined;
    if (!WHOLE_NUMBER.test(raw)) {
      this.issues.push({ code: 'invalid_type', path, expected: 'a whole number', received: raw });
      return undefined;
    }
    const value = Number(raw);
    const { min, max } = rule.range;
    if (value >= min && value <= max) return value;
    this.issues.push({ code: rule.code, path, min, max, received: raw });
    return Math.min(max, Math.max(min, value));
  }

  switch(key: string, path: Issue['path']): boolean {
    const raw = this.text(key)?.toLowerCase();
    if (raw === undefined || NO.includes(raw)) return false;
    if (YES.includes(raw)) return true;
    this.issues.push({ code: 'invalid_type', path, expected: 'on or off', received: this.text(key) });
    return false;
  }

  choice<T extends string>(key: string, path: Issue['path'], choices: readonly T[]): T | undefined {
    const raw = this.text(key);
    if (raw === undefined) return undefined;
    const found = choices.find((choice) => choice === raw.toLowerCase());
    if (found === undefined)
      this.issues.push({ code: 'invalid_type', path, expected: choices.join(' | '), received: raw });
    return found;
  }

  roll(prefix: string, side: 'a' | 'b'): OddsRollSettings {
    const settings: OddsRollSettings = { ...DEFAULT_ODDS_ROLL };
    for (const field of NUMBER_FIELDS) {
      const value = this.whole(prefix + ODDS_QUERY_KEYS[field], [side, field], NUMBER_RULES[field]);
      if (value !== undefined) settings[field] = value;
    }
    for (const field of SWITCH_FIELDS) settings[field] = this.switch(prefix + ODDS_QUERY_KEYS[field], [side, field]);
    settings.secondary =
      this.choice(prefix + ODDS_QUERY_KEYS.secondary, [side, 'secondary'], SECONDARY_CHOICES) ?? 'none';
    return settings;
  }
}

/**
 * The probability page's settings from its query string. Never fails: a value out of range is clamped to the
 * nearest allowed one, a value that cannot be read falls back to the default, and each repair is an issue for the
 * page to put into words. Blank values (empty form fields) simply mean the default.
 * @example decodeOddsQuery(new URLSearchParams('pool=80')).settings.a.pool === 50 // plus a pool_out_of_range issue
 */
export function decodeOddsQuery(params: URLSearchParams): DecodedOddsQuery {
  const reader = new QueryReader(params);
  const a = reader.roll('', 'a');
  const compare = reader.switch(ODDS_PAGE_KEYS.compare, ['compare']);
  const b = compare ? reader.roll(ODDS_PAGE_KEYS.prefixB, 'b') : undefined;
  const view = reader.choice(ODDS_PAGE_KEYS.view, ['view'], ODDS_VIEWS) ?? DEFAULT_ODDS_PAGE.view;
  const heatRule = { range: HEAT_MAP_POOL_RANGE, code: 'out_of_range' } as const;
  const heatPools = reader.whole(ODDS_PAGE_KEYS.heatPools, ['heatPools'], heatRule);
  return { settings: { a, b, view, heatPools }, issues: reader.issues };
}

function writeRoll(params: URLSearchParams, prefix: string, settings: OddsRollSettings): void {
  params.set(prefix + ODDS_QUERY_KEYS.pool, String(settings.pool));
  for (const field of NUMBER_FIELDS)
    if (field !== 'pool' && settings[field] !== DEFAULT_ODDS_ROLL[field])
      params.set(prefix + ODDS_QUERY_KEYS[field], String(settings[field]));
  for (const field of SWITCH_FIELDS) if (settings[field]) params.set(prefix + ODDS_QUERY_KEYS[field], '1');
  if (settings.secondary !== 'none') params.set(prefix + ODDS_QUERY_KEYS.secondary, settings.secondary);
}

/**
 * The shortest query string (no leading "?") that `decodeOddsQuery` reads back as these settings: roll A's pool is
 * always written, anything else only when it differs from the default.
 * @example encodeOddsQuery({ ...DEFAULT_ODDS_PAGE, a: { ...DEFAULT_ODDS_ROLL, pool: 4, exert: true } })
 * // → 'pool=4&exert=1'
 */
export function encodeOddsQuery(settings: OddsPageSettings): string {
  const params = new URLSearchParams();
  writeRoll(params, '', settings.a);
  if (settings.b) {
    params.set(ODDS_PAGE_KEYS.compare, '1');
    writeRoll(params, ODDS_PAGE_KEYS.prefixB, settings.b);
  }
  if (settings.view !== DEFAULT_ODDS_PAGE.view) params.set(ODDS_PAGE_KEYS.view, settings.view);
  if (settings.heatPools !== undefined) params.set(ODDS_PAGE_KEYS.heatPools, String(settings.heatPools));
  return params.toString();
}

/**
 * The probability page's query string for a roll built elsewhere (the sheet's roll panel, the bot), and optionally
 * the roll it is set against; prefix it with the page's address ("/odds?").
 * @example oddsQueryString({ pool: 6, difficulty: 7, exert: true }) === 'pool=6&difficulty=7&exert=1'
 */
export function oddsQueryString(roll: RollOptions, against?: RollOptions): string {
  return encodeOddsQuery({
    ...DEFAULT_ODDS_PAGE,
    a: settingsFromRollOptions(roll),
    b: against ? settingsFromRollOptions(against) : undefined,
  });
}
