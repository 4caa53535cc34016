import { describe, expect, it } from 'vitest';
import { reasonLink } from './rsvp-words.ts';

const k = (...codes: string[]) => ({ id: 'k1', reasons: codes.map((code) => ({ code, message: code })) });

describe('reasonLink', () => {
  it('points each refusal that has a way out at the place to take it', () => {
    expect(reasonLink(k('changes_requested'))?.href).toBe('/contractors/k1?tab=story');
    expect(reasonLink(k('contractor_pending'))?.href).toBe('/contractors/k1?tab=story');
    expect(reasonLink(k('free_agent_limit'))).toEqual({ href: '/playgroups', text: 'Bring it into a Playgroup' });
    expect(reasonLink(k('gift_vetoed'))?.href).toBe('/contractors/k1?tab=stock');
  });

  it('offers nothing for a refusal only the GM or time can change', () => {
    expect(reasonLink(k('status_mismatch'))).toBeNull();
    expect(reasonLink(k('contractor_dead'))).toBeNull();
  });
});
