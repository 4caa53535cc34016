import { parseRoll, raisePrice, validateLimits, validateTraits, newContractorTraits } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { describeIssue, rulesRefusal } from './describe-issue.js';

describe('describeIssue', () => {
  it('words a sixth rank below Seasoned with the victories Seasoned takes', () => {
    const traits = { ...newContractorTraits(), abilities: { athletics: 6 } };
    const checked = validateTraits(traits, { status: 'novice' });
    if (checked.ok) throw new Error('expected a refusal');
    expect(checked.issues.map(describeIssue)).toEqual(['A sixth rank needs Seasoned status (10 victories or more).']);
  });

  it('words notation problems with the ranges the rules report', () => {
    const parsed = parseRoll('60');
    if (parsed.ok) throw new Error('expected a refusal');
    expect(describeIssue(parsed.issues[0]!)).toBe('A roll has 1–49 dice, not 60.');
  });

  it('words a raise past the top rating and a wrong number of Limits', () => {
    const price = raisePrice({ trait: 'attribute', from: 5 });
    if (price.ok) throw new Error('expected a refusal');
    expect(describeIssue(price.issues[0]!)).toBe('That is already at 5, the highest rating.');
    const limits = validateLimits([{ id: 'murder' }]);
    if (limits.ok) throw new Error('expected a refusal');
    expect(limits.issues.map(describeIssue)).toContain('A Contractor has exactly 3 Limits.');
  });

  it('turns issues into one refusal that names the first field', () => {
    const refusal = rulesRefusal([{ code: 'unknown_injury_ref', path: ['battleScars', 0], received: 'x' }], {
      prefix: ['contractor'],
    });
    expect(refusal).toMatchObject({ code: 'validation_failed', status: 422, field: 'contractor.battleScars.0' });
    expect(refusal.message).toContain('unknown injury ref');
  });
});
