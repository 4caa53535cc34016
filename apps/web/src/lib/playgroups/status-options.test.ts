import { describe, expect, it } from 'vitest';
import { statusOptions } from './status-options.js';

describe('statusOptions', () => {
  it('lists Any first, then each Status with the victories it spans (seed 000 ladder, RULINGS: Seasoned at 10)', () => {
    expect(statusOptions()).toEqual([
      ['any', 'Any Status'],
      ['newbie', 'Newbie (0–3 victories)'],
      ['novice', 'Novice (4–9)'],
      ['seasoned', 'Seasoned (10–16)'],
      ['professional', 'Professional (17–24)'],
      ['veteran', 'Veteran (25+)'],
    ]);
  });
});
