import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_ODDS_PAGE,
  DEFAULT_ODDS_ROLL,
  HEAT_MAP_POOL_RANGE,
  ODDS_DIFFICULTY_RANGE,
  ODDS_MODIFIER_RANGE,
  ODDS_POOL_RANGE,
  ODDS_VIEWS,
  SECONDARY_CHOICES,
  decodeOddsQuery,
  encodeOddsQuery,
  heatMapPools,
  oddsQueryString,
  outcomeDistribution,
  rollOptionsFromSettings,
  settingsFromRollOptions,
  type OddsPageSettings,
  type OddsRollSettings,
} from './index.js';

const inRange = (range: { min: number; max: number }) => fc.integer(range);
const rollSettings: fc.Arbitrary<OddsRollSettings> = fc.record({
  pool: inRange(ODDS_POOL_RANGE),
  difficulty: inRange(ODDS_DIFFICULTY_RANGE),
  penalty: inRange(ODDS_MODIFIER_RANGE),
  bonus: inRange(ODDS_MODIFIER_RANGE),
  lost: inRange(ODDS_MODIFIER_RANGE),
  exert: fc.boolean(),
  rank6: fc.boolean(),
  noAbility: fc.boolean(),
  secondary: fc.constantFrom(...SECONDARY_CHOICES),
  poolFloor1: fc.boolean(),
});
const pageSettings: fc.Arbitrary<OddsPageSettings> = fc.record({
  a: rollSettings,
  b: fc.option(rollSettings, { nil: undefined }),
  view: fc.constantFrom(...ODDS_VIEWS),
  heatPools: fc.option(inRange(HEAT_MAP_POOL_RANGE), { nil: undefined }),
});
const decode = (query: string) => decodeOddsQuery(new URLSearchParams(query));

describe('the probability page address', () => {
  it('an empty address is the default page', () => {
    expect(decode('')).toEqual({ settings: DEFAULT_ODDS_PAGE, issues: [] });
    expect(encodeOddsQuery(DEFAULT_ODDS_PAGE)).toBe('pool=5');
  });

  it('writes only what differs from the defaults, roll B behind a prefix', () => {
    const settings: OddsPageSettings = {
      a: { ...DEFAULT_ODDS_ROLL, pool: 7, difficulty: 8, exert: true, secondary: 'implied' },
      b: { ...DEFAULT_ODDS_ROLL, pool: 4, penalty: 2, poolFloor1: true },
      view: 'at_least',
      heatPools: 30,
    };
    const query = encodeOddsQuery(settings);
    expect(query).toBe(
      'pool=7&difficulty=8&exert=1&secondary=implied&compare=1&b-pool=4&b-penalty=2&b-floor1=1&view=at_least&heat=30',
    );
    expect(decode(query)).toEqual({ settings, issues: [] });
  });

  it('reads what a plain form submits: every field, unchecked boxes missing, blanks meaning the default', () => {
    const { settings, issues } = decode(
      'pool=3&difficulty=6&penalty=0&bonus=2&lost=&secondary=none&rank6=on&b-pool=9&view=exactly&heat=',
    );
    expect(issues).toEqual([]);
    expect(settings).toEqual({
      ...DEFAULT_ODDS_PAGE,
      a: { ...DEFAULT_ODDS_ROLL, pool: 3, bonus: 2, rank6: true },
    });
  });

  it('clamps numbers out of range and falls back on unreadable values, saying which', () => {
    const { settings, issues } = decode(
      'pool=80&difficulty=1&penalty=-3&bonus=2.5&exert=maybe&secondary=Applies&compare=yes&b-pool=0&b-difficulty=99&view=sideways&heat=3',
    );
    expect(settings.a).toEqual({
      ...DEFAULT_ODDS_ROLL,
      pool: 50,
      difficulty: 2,
      penalty: 0,
      secondary: 'applies',
    });
    expect(settings.b).toEqual({ ...DEFAULT_ODDS_ROLL, pool: 1, difficulty: 15 });
    expect(settings.view).toBe('exactly');
    expect(settings.heatPools).toBe(HEAT_MAP_POOL_RANGE.min);
    expect(issues).toEqual([
      { code: 'pool_out_of_range', path: ['a', 'pool'], min: 1, max: 50, received: '80' },
      { code: 'difficulty_out_of_range', path: ['a', 'difficulty'], min: 2, max: 15, received: '1' },
      { code: 'modifier_out_of_range', path: ['a', 'penalty'], min: 0, max: 20, received: '-3' },
      { code: 'invalid_type', path: ['a', 'bonus'], expected: 'a whole number', received: '2.5' },
      { code: 'invalid_type', path: ['a', 'exert'], expected: 'on or off', received: 'maybe' },
      { code: 'pool_out_of_range', path: ['b', 'pool'], min: 1, max: 50, received: '0' },
      { code: 'difficulty_out_of_range', path: ['b', 'difficulty'], min: 2, max: 15, received: '99' },
      { code: 'invalid_type', path: ['view'], expected: 'exactly | at_least', received: 'sideways' },
      { code: 'out_of_range', path: ['heatPools'], min: 5, max: 50, received: '3' },
    ]);
  });

  it('ignores roll B without compare, and huge or strange numbers never throw', () => {
    expect(decode('b-pool=9&b-exert=1').settings.b).toBeUndefined();
    const { settings, issues } = decode(`pool=${'9'.repeat(400)}&difficulty=1e3&heat=0x10`);
    expect(settings.a.pool).toBe(DEFAULT_ODDS_ROLL.pool);
    expect(settings.a.difficulty).toBe(DEFAULT_ODDS_ROLL.difficulty);
    expect(issues.map((issue) => issue.code)).toEqual(['invalid_type', 'invalid_type', 'invalid_type']);
  });

  it('property: every valid page survives the round trip through its address', () => {
    fc.assert(
      fc.property(pageSettings, (settings) => {
        expect(decode(encodeOddsQuery(settings))).toEqual({ settings, issues: [] });
      }),
    );
  });

  it('property: any address decodes to a page whose address decodes to itself, with no issues left', () => {
    const keys = ['pool', 'difficulty', 'penalty', 'exert', 'secondary', 'compare', 'b-pool', 'b-lost', 'view', 'heat'];
    const junk = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -100, max: 100 }).map(String));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), junk), { maxLength: 12 }), (pairs) => {
        const first = decode(new URLSearchParams(pairs).toString());
        const again = decode(encodeOddsQuery(first.settings));
        expect(again).toEqual({ settings: first.settings, issues: [] });
      }),
    );
  });
});

describe('rolls from elsewhere and back', () => {
  it('a sheet roll becomes page settings: largest bonus, dice penalties added up, house rule kept', () => {
    const settings = settingsFromRollOptions({
      pool: 6,
      difficulty: 7,
      bonuses: [1, 3],
      penalty: 2,
      dicePenalties: [1, 1],
      exert: true,
      penaltyFloor: 1,
    });
    expect(settings).toEqual({
      ...DEFAULT_ODDS_ROLL,
      pool: 6,
      difficulty: 7,
      bonus: 3,
      penalty: 2,
      lost: 2,
      exert: true,
      poolFloor1: true,
    });
  });

  it("a Secondary Ability's easing that does not apply to an attack is left out, with the same odds", () => {
    const attack = { pool: 5, secondaryAbility: 'applies', purpose: 'attack' } as const;
    const settings = settingsFromRollOptions(attack);
    expect(settings.secondary).toBe('none');
    expect(outcomeDistribution(rollOptionsFromSettings(settings)).entries).toEqual(outcomeDistribution(attack).entries);
  });

  it('oddsQueryString links a roll, and optionally its opponent', () => {
    expect(oddsQueryString({ pool: 6, difficulty: 7, exert: true })).toBe('pool=6&difficulty=7&exert=1');
    expect(oddsQueryString({ pool: 4 }, { pool: 3, difficulty: 8 })).toBe('pool=4&compare=1&b-pool=3&b-difficulty=8');
  });

  it('property: page settings shape the dice exactly as the options they came from', () => {
    const options = fc.record({
      pool: fc.integer({ min: 0, max: 12 }),
      difficulty: fc.integer({ min: 2, max: 15 }),
      penalty: fc.integer({ min: 0, max: 5 }),
      bonuses: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
      dicePenalties: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
      exert: fc.boolean(),
      rank6: fc.boolean(),
      noAbility: fc.boolean(),
      secondaryAbility: fc.constantFrom(undefined, 'applies' as const, 'implied' as const),
      purpose: fc.constantFrom(undefined, 'attack' as const, 'dodge' as const),
      penaltyFloor: fc.constantFrom(undefined, 1 as const, 2 as const),
    });
    fc.assert(
      fc.property(options, (roll) => {
        const again = rollOptionsFromSettings(settingsFromRollOptions(roll));
        expect(outcomeDistribution(again).entries).toEqual(outcomeDistribution(roll).entries);
      }),
      { numRuns: 200 },
    );
  });

  it('the heat map fits roll A unless told otherwise', () => {
    expect(heatMapPools(undefined, 3)).toBe(10);
    expect(heatMapPools(undefined, 13)).toBe(20);
    expect(heatMapPools(undefined, 50)).toBe(50);
    expect(heatMapPools(30, 3)).toBe(30);
  });
});
