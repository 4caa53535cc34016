import { describe, expect, it } from 'vitest';
import { resolveRoll } from '../dice/pool.js';
import { quickActionCost, withQuickActions } from './index.js';

describe('quick actions', () => {
  it('cost 2 dice each; the third uses up the Action', () => {
    expect(quickActionCost(0)).toEqual({ ok: true, value: { dicePenalty: 0, usesAction: false } });
    expect(quickActionCost(2)).toEqual({ ok: true, value: { dicePenalty: 4, usesAction: false } });
    expect(quickActionCost(3)).toEqual({ ok: true, value: { dicePenalty: 6, usesAction: true } });
    const four = quickActionCost(4);
    expect(four.ok === false && four.issues[0]).toMatchObject({ code: 'too_many_quick_actions', max: 3 });
  });

  it('take dice off the pool down to 0, below the usual floor of 2', () => {
    const r = withQuickActions({ pool: 3, difficulty: 7 }, 2);
    expect(r).toEqual({ ok: true, value: { pool: 0, difficulty: 7 } });
    if (r.ok) expect(resolveRoll(r.value).dice).toBe(0);
    expect(withQuickActions({ pool: 5 }, 1)).toEqual({ ok: true, value: { pool: 3 } });
  });

  it('leave no Action to roll after three, and pass on a count error', () => {
    const three = withQuickActions({ pool: 8 }, 3);
    expect(three.ok === false && three.issues[0]?.code).toBe('action_used_up');
    expect(withQuickActions({ pool: 8 }, 5).ok).toBe(false);
  });
});
