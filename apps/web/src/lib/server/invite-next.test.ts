import { describe, expect, it } from 'vitest';
import { inviteIn } from './invite-next.js';

describe('inviteIn', () => {
  const id = '0b9c2d4e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

  it('finds the Playgroup and token of an invite link carried as next', () => {
    expect(inviteIn(`/playgroups/${id}/join/AbC-12_x`)).toEqual({ playgroupId: id, token: 'AbC-12_x' });
  });

  it('ignores anything else: other pages, extra parts, a query, another site', () => {
    for (const next of [
      null,
      '',
      `/playgroups/${id}`,
      `/playgroups/${id}/join/tok/extra`,
      `/playgroups/${id}/join/tok?x=1`,
      `//evil.example/playgroups/${id}/join/tok`,
      `/playgroups/not-an-id/join/tok`,
    ])
      expect(inviteIn(next)).toBeNull();
  });
});
