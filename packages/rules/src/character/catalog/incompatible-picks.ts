import type { CharacterIssueCode } from '../../issue-codes.js';
import type { Issue } from '../../result.js';
import { ASSETS, type AssetId } from './assets.js';
import { LIABILITIES, type LiabilityId } from './liabilities.js';

/** One catalog pick, named by its list and id. */
export type PickRef = { kind: 'asset'; id: AssetId } | { kind: 'liability'; id: LiabilityId };

/**
 * Why two picks cannot sit on one sheet: they say opposite things (`contradicts`), or the second is the first
 * again at another size, so one loss or one fortune would be paid or credited twice (`overlaps`).
 */
export type IncompatibilityReason = 'contradicts' | 'overlaps';

/** A pair of catalog picks that may not be taken together. */
export interface IncompatiblePair {
  first: PickRef;
  second: PickRef;
  reason: IncompatibilityReason;
}

const asset = (id: AssetId): PickRef => ({ kind: 'asset', id });
const liability = (id: LiabilityId): PickRef => ({ kind: 'liability', id });

/**
 * Every pair of Assets and Liabilities the catalog forbids together. Money: a fortune and having nothing; the three
 * wealth Assets are one thing at three sizes. Papers: a licence or a badge needs the legal identity No Papers
 * denies. The senses and legs: a total loss already holds the partial one.
 */
export const INCOMPATIBLE_PAIRS: readonly IncompatiblePair[] = [
  { first: asset('comfortable'), second: liability('destitute'), reason: 'contradicts' },
  { first: asset('rich'), second: liability('destitute'), reason: 'contradicts' },
  { first: asset('old_money'), second: liability('destitute'), reason: 'contradicts' },
  { first: asset('comfortable'), second: asset('rich'), reason: 'overlaps' },
  { first: asset('comfortable'), second: asset('old_money'), reason: 'overlaps' },
  { first: asset('rich'), second: asset('old_money'), reason: 'overlaps' },
  { first: asset('medical_license'), second: liability('no_papers'), reason: 'contradicts' },
  { first: asset('badge'), second: liability('no_papers'), reason: 'contradicts' },
  { first: asset('night_eyes'), second: liability('blind'), reason: 'contradicts' },
  { first: liability('bad_leg'), second: liability('missing_leg'), reason: 'overlaps' },
  { first: liability('one_eye'), second: liability('blind'), reason: 'overlaps' },
  { first: liability('ringing_ears'), second: liability('deaf'), reason: 'overlaps' },
];

/** The display name of a pick. */
export function pickName(pick: PickRef): string {
  return pick.kind === 'asset' ? ASSETS[pick.id].name : LIABILITIES[pick.id].name;
}

/** Asset and Liability ids as a sheet or a form holds them; unknown ids are ignored here. */
export interface PickSet {
  assets: readonly string[];
  liabilities: readonly string[];
}

function holds(picks: PickSet, ref: PickRef): boolean {
  return (ref.kind === 'asset' ? picks.assets : picks.liabilities).includes(ref.id);
}

/**
 * The forbidden pairs among the picks, in catalog order.
 * @example
 * incompatiblePicks({ assets: ['rich'], liabilities: ['destitute'] })
 * // [{ first: { kind: 'asset', id: 'rich' }, second: { kind: 'liability', id: 'destitute' }, reason: 'contradicts' }]
 */
export function incompatiblePicks(picks: PickSet): IncompatiblePair[] {
  return INCOMPATIBLE_PAIRS.filter((pair) => holds(picks, pair.first) && holds(picks, pair.second));
}

/**
 * One `incompatible_picks` issue per forbidden pair, at the second pick's place in its list (`liabilities.1`),
 * naming the first pick (`received`) and the second (`expected`).
 */
export function incompatiblePickIssues(picks: PickSet): Issue<CharacterIssueCode>[] {
  return incompatiblePicks(picks).map((pair) => {
    const key = pair.second.kind === 'asset' ? 'assets' : 'liabilities';
    return {
      code: 'incompatible_picks',
      path: [key, picks[key].indexOf(pair.second.id)],
      received: pickName(pair.first),
      expected: pickName(pair.second),
    };
  });
}
